/**
 * docs/product.md §4's account view states once signed in ("login" is simply being signed out). One route,
 * /login; the view is page state, never a URL of its own.
 */
export type SignedInView =
  | 'loggedIn'
  | 'manageTexts'
  | 'accountSettings'
  | 'history'
  | 'sendInvite'
  | 'contactSupport'
  | 'contactSupportSubmitted'
  /** One applicant's result, from a history row or the results mail's `/login?result=`. */
  | 'result';
