import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** /login: the company's account page with its internal views (SPEC 2) will live here. */
export function LoginPage() {
  return <ComingSoon title="Login" message="Login opens soon." />;
}
