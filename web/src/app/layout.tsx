import { Toaster } from 'react-hot-toast';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Every screen: header, the route's content, footer, and the toasts (top center, SPEC 9). */
export function Layout() {
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
      <Toaster
        position="top-center"
        toastOptions={{ style: { background: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)' } }}
      />
    </div>
  );
}
