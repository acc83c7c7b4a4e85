/**
 * The fixed sentence of the visitor's demo test and the applicant's unmeasured introduction test
 * (docs/product.md §9): it tells the reader what to do by being the thing to do.
 */
export const demoText = 'This is a typing test. Type this sentence exactly as it is written, as fast and as accurately as you can.';
