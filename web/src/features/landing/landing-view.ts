/**
 * docs/product.md §4, landing contact flow: the views of "/". The contact form and the demo each have a
 * history entry of their own, `/?view=contact` and `/?view=demo`, so browser Back and a phone's
 * back gesture return to the menu and Forward returns to the view. A query rather than router
 * state: the address says what is on screen, so a reload, a bookmark or a shared link opens the
 * same view (with an empty form, or a fresh demo). The confirmation has no address: it exists only
 * once a request went through, shown in place of the contact form on the contact entry.
 */
export type LandingView = 'initial' | 'contactus' | 'demo';

const viewParam = 'view';
const params = { contactus: 'contact', demo: 'demo' } as const satisfies Record<Exclude<LandingView, 'initial'>, string>;

/** Anything but a known view (a typo, an old link) is the menu. */
export function landingViewOf(search: URLSearchParams): LandingView {
  switch (search.get(viewParam)) {
    case params.contactus:
      return 'contactus';
    case params.demo:
      return 'demo';
    default:
      return 'initial';
  }
}

export function searchOf(view: Exclude<LandingView, 'initial'>): string {
  return `?${new URLSearchParams({ [viewParam]: params[view] })}`;
}
