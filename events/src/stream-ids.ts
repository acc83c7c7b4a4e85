/**
 * The id of a company's stream in the log. Its own module, so that whoever reads or writes a
 * company's stream outside the company feature (mail-limits/queries.ts, the worker's tests) takes
 * it from here rather than reaching into company/ or through the catalogue.
 */
export const companyStream = (companyId: string) => `company-${companyId}`;
