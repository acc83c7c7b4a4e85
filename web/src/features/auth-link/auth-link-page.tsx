import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** /authlink: e-mail verification, e-mail recovery and password reset links (SPEC 2) will land here. */
export function AuthLinkPage() {
  return <ComingSoon title="Account link" message="Account links open soon." />;
}
