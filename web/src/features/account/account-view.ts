/**
 * docs/product.md §4's account view states once signed in ("login" is simply being signed out). One route,
 * /login; each view has an address of its own in the query, as the landing page's views do
 * (`web/src/features/landing/landing-view.ts`), so browser Back, a reload and a colleague's
 * bookmark open the same view (docs/decisions/0046-account-views-in-the-address.md).
 */
export type SignedInView =
  | 'loggedIn'
  | 'manageTexts'
  | 'accountSettings'
  | 'history'
  | 'sendInvite'
  | 'contactSupport'
  /** Has no address of its own: the contact-support entry once the message went (its history state). */
  | 'contactSupportSubmitted'
  /** One applicant's result, `?result={applicantId}`: from a history row, the overview or the results mail. */
  | 'result'
  /** 2 to 4 results side by side, `?view=compare&ids={id},{id}`: from the results list's ticks. */
  | 'compare';

/** A view with an address: what `?view=` names (the menu has none, a result its own `?result=`). */
export type AddressedView = Exclude<SignedInView, 'loggedIn' | 'contactSupportSubmitted' | 'result'>;

const viewParam = 'view';
const resultParam = 'result';

const params = {
  manageTexts: 'texts',
  accountSettings: 'settings',
  history: 'results',
  sendInvite: 'invitations',
  contactSupport: 'support',
  compare: 'compare',
} as const satisfies Record<AddressedView, string>;

const byParam = new Map<string, AddressedView>(Object.entries(params).map(([view, param]) => [param, view as AddressedView]));

/** What the address shows once signed in: a view, one applicant's result, or nothing the account has. */
export type AccountAddress = { view: Exclude<SignedInView, 'result' | 'contactSupportSubmitted'> } | { view: 'result'; applicantId: string } | { view: 'unknown' };

/** The view the query names. `?result=` wins over `?view=`: it is the results mail's link. */
export function accountAddressOf(search: URLSearchParams): AccountAddress {
  const applicantId = search.get(resultParam);
  if (applicantId !== null) return { view: 'result', applicantId };
  const param = search.get(viewParam);
  if (param === null) return { view: 'loggedIn' };
  return { view: byParam.get(param) ?? 'unknown' };
}

/** The query of a view's address ("" for the menu); `extra` is the view's own state (the results list's search). */
export function searchOf(view: AddressedView | 'loggedIn', extra?: URLSearchParams): string {
  if (view === 'loggedIn') return '';
  const query = new URLSearchParams({ [viewParam]: params[view] });
  for (const [name, value] of extra ?? []) query.append(name, value);
  return `?${query}`;
}

/** The comparison's ids in its address: `ids=a,b,c`, in the order ticked. */
const idsParam = 'ids';

/** The query of a comparison of these results. */
export const compareSearchOf = (applicantIds: readonly string[]) => searchOf('compare', new URLSearchParams({ [idsParam]: applicantIds.join(',') }));

/** The results a comparison's address names, as written (compare-view.tsx checks them), each once. */
export const comparedIdsOf = (search: URLSearchParams): string[] => [...new Set((search.get(idsParam) ?? '').split(',').filter((id) => id !== ''))];

/** The query of one applicant's result: the address the results mail's "View result" opens too. */
export const resultSearchOf = (applicantId: string) => `?${new URLSearchParams({ [resultParam]: applicantId })}`;
