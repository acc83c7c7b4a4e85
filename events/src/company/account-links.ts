/**
 * The links account mails carry (docs/product.md §2 and 8). One place, so the mails, the screens that read
 * them and the tests agree on the shape.
 */
export const accountLinks = {
  /** The welcome mail: verify without signing in. */
  verifyEmail: (publicUrl: string, code: string) => `${publicUrl}/authlink?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`,
  /** The verification mail sent again: verified by the signed-in company on /login. */
  verifyEmailSignedIn: (publicUrl: string, code: string) => `${publicUrl}/login?vc=${encodeURIComponent(code)}`,
  /** Forgot password. */
  resetPassword: (publicUrl: string, code: string) => `${publicUrl}/login?fpc=${encodeURIComponent(code)}`,
  /** Sent to the old address when the login e-mail changes: restores it. */
  recoverEmail: (publicUrl: string, code: string) => `${publicUrl}/authlink?mode=recoverEmail&oobCode=${encodeURIComponent(code)}`,
} as const;
