import { type RouteObject, useLocation } from 'react-router-dom';
import { ApplicantLoading } from '../features/applicant/applicant-loading.tsx';
import { Skeleton } from '../shared/ui/skeleton.tsx';
import { Layout } from './layout.tsx';
import { NotFound } from './not-found.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every route's screen is its own download (react-router's `lazy`), so a page loads only the code
 * of its own screen: the applicant's link above all (docs/decisions/0015-applicant-page-of-its-own.md: no account, registration,
 * contact form, form library or zod there). The router starts fetching the opened route's code as
 * soon as it is created, in parallel with React's first render, which shows the layout with the
 * route's placeholder meanwhile (`hydrateFallbackElement`). Moving between routes in the app keeps
 * the current screen up until the next one's code has arrived.
 */

/** Placeholder of a screen whose code is on its way: a card of grey bars, like the screens' own. */
const screenLoading = (
  <section className="ui-card">
    <Skeleton lines={4} />
  </section>
);

/**
 * The landing page's placeholder: as tall as a screen, so the footer is below the fold from the first
 * frame and does not jump down when the long page arrives (a layout shift Lighthouse counts).
 */
const landingLoading = <div className="landing-loading">{screenLoading}</div>;

/** Following the brand link while already on "/" starts the landing page afresh at its menu. */
async function landingRoute() {
  const { LandingPage } = await import('../features/landing/landing-page.tsx');
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: React Router's lazy route returns its component; it is made once per import, not per render
    Component: function LandingRoute() {
      const { key } = useLocation();
      return <LandingPage key={key} />;
    },
  };
}

/**
 * docs/product.md §2's routes. Any other single path segment is a company's text folder; more segments are no page.
 * The browser's router is made of them (router.tsx), and so is the landing page prerendered at build time (prerender.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: landingRoute, hydrateFallbackElement: landingLoading },
      {
        path: '/register',
        // These screens load their heavy part lazily themselves; asking for it here at once
        // spares a second round trip after the route's own small module.
        lazy: async () => {
          void import('../features/registration/registration-wizard.tsx');
          return { Component: (await import('../features/registration/register-page.tsx')).RegisterPage };
        },
        hydrateFallbackElement: screenLoading,
      },
      {
        path: '/login',
        lazy: async () => {
          void import('../features/account/login-page.tsx');
          return { Component: (await import('../features/account/login-route.tsx')).LoginRoute };
        },
        hydrateFallbackElement: screenLoading,
      },
      {
        path: '/authlink',
        lazy: async () => {
          void import('../features/auth-link/auth-link-screen.tsx');
          return { Component: (await import('../features/auth-link/auth-link-page.tsx')).AuthLinkPage };
        },
        hydrateFallbackElement: screenLoading,
      },
      {
        // A company's public link for job adverts (docs/decisions/0063-invitation-submits-and-public-link.md).
        path: '/apply/:token',
        lazy: async () => ({ Component: (await import('../features/invitation-link/invitation-link-page.tsx')).InvitationLinkPage }),
        hydrateFallbackElement: screenLoading,
      },
      {
        // A read-only link to one result for a colleague (docs/decisions/0066-shared-result-links.md).
        path: '/shared/:token',
        lazy: async () => ({ Component: (await import('../features/shared-result/shared-result-page.tsx')).SharedResultPage }),
        hydrateFallbackElement: screenLoading,
      },
      {
        path: '/:textFolder',
        lazy: async () => ({ Component: (await import('../features/applicant/applicant-route.tsx')).ApplicantRoute }),
        // docs/product.md §2's loading skeleton, the same one the page shows while it asks about the link.
        hydrateFallbackElement: <ApplicantLoading />,
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
