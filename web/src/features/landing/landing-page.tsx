import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { contactDraft, useSentContactRequest } from '../contact/contact-draft.ts';
import { DemoView } from './demo-view.tsx';
import { LandingMenu } from './landing-menu.tsx';

/**
 * The contact form (a form library, its field components) is a download of its own, fetched when
 * its view opens: the menu, which most visitors see first and alone, then loads and hydrates
 * without it (docs/decisions/0070-landing-page-prerendered.md). The demo test stays in: it is
 * small, and a view that suspends is revealed on a timer, which a test with the page's clock
 * stopped (web/e2e/demo-typing-test.e2e.ts) would never see fire.
 */
const ContactForm = lazy(async () => ({ default: (await import('../contact/contact-form.tsx')).ContactForm }));
const ContactConfirmation = lazy(async () => ({ default: (await import('../contact/contact-confirmation.tsx')).ContactConfirmation }));

/** While a view's code is on its way: a card of grey bars, as the app's routes show (app/routes.tsx). */
const viewLoading = (
  <section className="ui-card">
    <Skeleton lines={4} />
  </section>
);
import { landingViewOf, searchOf, type LandingView } from './landing-view.ts';

/**
 * The view shown last on this page, so the menu knows a view was just left (keyboard focus then
 * goes to its heading). Module state: each history entry mounts the landing page afresh.
 */
let previousView: LandingView = 'initial';

/** "/": the menu (signed out or in), the contact form and its confirmation, the demo test. */
export function LandingPage() {
  const [search] = useSearchParams();
  const view = landingViewOf(search);
  const sent = useSentContactRequest();
  const navigate = useNavigate();
  const { key } = useLocation();

  useEffect(() => {
    previousView = view;
    // Whatever way the confirmation was left (its Back, browser Back, the brand link), the form is
    // cleared, and Forward to the contact entry shows an empty form, not the confirmation again.
    if (view !== 'contactus' && sent) contactDraft.clear();
  }, [view, sent]);

  const open = (next: Exclude<LandingView, 'initial'>) => navigate({ search: searchOf(next) });

  /**
   * The back arrow is the browser's Back, but never off the site: a view opened straight from its
   * address (the first entry of this visit, key "default") has no menu behind it, so it becomes the menu.
   */
  function back() {
    if (key === 'default') navigate('/', { replace: true });
    else navigate(-1);
  }

  switch (view) {
    case 'contactus':
      return (
        <Suspense fallback={viewLoading}>
          {sent ? (
            // Its Back clears the form (docs/product.md §2): by leaving the confirmation, see the effect above.
            <ContactConfirmation request={sent} onBack={back} />
          ) : (
            <ContactForm onBack={back} onSent={(request) => contactDraft.markSent(request)} />
          )}
        </Suspense>
      );
    case 'demo':
      return <DemoView onBack={back} />;
    case 'initial':
      return <LandingMenu focusHeading={previousView !== 'initial'} onContactUs={() => open('contactus')} onDemo={() => open('demo')} />;
  }
}
