import { useSearchParams } from 'react-router-dom';
import { ApplyLink } from './apply-link.tsx';
import { readAuthLink } from './auth-link.ts';
import { LinkFailed } from './link-failed.tsx';
import { ResetPassword } from './reset-password.tsx';

/**
 * /authlink?mode=...&oobCode=... (docs/product.md §2): what the link asks for. Each link gets a fresh screen
 * (the key), so following another link never shows the previous one's result.
 */
export function AuthLinkScreen() {
  const [search] = useSearchParams();
  const read = readAuthLink(search);
  if (!read.usable) return <LinkFailed key={search.toString()} mode={read.mode} />;

  const { mode, oobCode } = read.link;
  const key = `${mode}:${oobCode}`;
  if (mode === 'resetPassword') return <ResetPassword key={key} oobCode={oobCode} />;
  return <ApplyLink key={key} link={{ mode, oobCode }} />;
}
