import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** /register: the four-step registration wizard (SPEC 2) will live here. */
export function RegisterPage() {
  return <ComingSoon title="Register" message="Registration opens soon." />;
}
