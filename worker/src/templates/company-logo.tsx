import { Img } from '@react-email/components';
import type { LogoView } from '@typetest/events';
import { oneLine } from './mail-parts.tsx';

/** The box the logo is shown in, in CSS pixels: the stored picture has three times as many at most (logoLimits). */
const box = { width: 200, height: 64 };

/**
 * The company's logo in its invitation (docs/decisions/0069-company-logo.md): an absolute address
 * on the app's own origin, the company's name as its text when pictures are not shown, and its
 * size in the attributes, since some mail clients (Outlook) take no CSS size.
 */
export function CompanyLogo({ logo, companyName, publicUrl }: { logo: LogoView; companyName: string; publicUrl: string }) {
  const scale = Math.min(1, box.width / logo.width, box.height / logo.height);
  const width = Math.max(1, Math.round(logo.width * scale));
  const height = Math.max(1, Math.round(logo.height * scale));
  return <Img src={`${publicUrl}${logo.path}`} alt={oneLine(companyName)} width={width} height={height} style={{ margin: '0 0 16px', border: 0 }} />;
}
