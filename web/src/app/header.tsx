import { Link } from 'react-router-dom';
import { DarkModeToggle } from '../features/theme/dark-mode-toggle.tsx';

export function Header() {
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        Typetest
      </Link>
      <DarkModeToggle />
    </header>
  );
}
