import { createBrowserRouter, useLocation } from 'react-router-dom';
import { LoginRoute } from '../features/account/login-route.tsx';
import { ApplicantPage } from '../features/applicant/applicant-page.tsx';
import { AuthLinkPage } from '../features/auth-link/auth-link-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { RegisterPage } from '../features/registration/register-page.tsx';
import { Layout } from './layout.tsx';
import { NotFound } from './not-found.tsx';
import { RouteError } from './route-error.tsx';

/** Following the brand link while already on "/" starts the landing page afresh at its menu. */
function LandingRoute() {
  const { key } = useLocation();
  return <LandingPage key={key} />;
}

/** SPEC 2's routes. Any other single path segment is a company's text folder; more segments are no page. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/authlink', element: <AuthLinkPage /> },
      { path: '/:textFolder', element: <ApplicantPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
