import { z } from 'zod';

/**
 * The company's logo (docs/decisions/0069-company-logo.md): what the event log, the read table,
 * the invitation and the welcome screen know of it, shared by the company and applicant features.
 * The bytes themselves live in company_logos (company/logo-tables.ts), never in the log: the log
 * names them by their SHA-256.
 */

/** The types a logo is stored and served as: a PNG stays a PNG, a WebP becomes one (mail clients that show no WebP), a JPEG stays a JPEG. */
export const storedLogoTypes = ['image/png', 'image/jpeg'] as const;

/** The files a company may upload, by their content (never their name or the browser's word for them). */
export const uploadableLogoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const logoLimits = {
  /** 200 KB, counted as 1024 bytes each, so a file any system shows as 200 KB or less is taken. */
  bytes: 200 * 1024,
  /** The decoded picture: more pixels than this in 200 KB is a decompression bomb, not a logo. */
  pixels: 4096 * 4096,
  /** Stored at most this size (CSS pixels of the welcome screen's box, 240 x 80, three times over for sharp screens). */
  width: 720,
  height: 240,
} as const;

/** A stored logo as the log names it: the re-encoded bytes' SHA-256 (hex), their type, size and dimensions. */
export const companyLogoSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.enum(storedLogoTypes),
  byteLength: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export type CompanyLogo = z.infer<typeof companyLogoSchema>;

/**
 * Where the app serves a logo: on its own origin, under the bytes' hash, so the address of one
 * logo never serves another and can be cached for good (api/src/features/logo/routes.ts).
 */
export const logoPath = (companyId: string, sha256: string) => `${logoPathPrefix}${companyId}/${sha256}`;

/** Every logo's address starts so: the security headers let other origins (a webmail's page) show what is under it. */
export const logoPathPrefix = '/api/public/logo/';

/** The logo as a page or a mail shows it: its address on the app's origin (a path), and its size in pixels. */
export const logoViewSchema = z.object({ path: z.string(), width: z.number().int().positive(), height: z.number().int().positive() });

export type LogoView = z.infer<typeof logoViewSchema>;

export const logoView = (companyId: string, logo: Pick<CompanyLogo, 'sha256' | 'width' | 'height'>): LogoView => ({
  path: logoPath(companyId, logo.sha256),
  width: logo.width,
  height: logo.height,
});
