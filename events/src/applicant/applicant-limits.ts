/** The lengths the applicant feature's calls take (applicant-api.ts), in a module of their own so a page can have them without the calls. */
export const applicantLimits = {
  fullName: 200,
  email: 254,
  /** A link's code is 43 characters (32 random bytes, base64url); anything much longer is not one. */
  code: 100,
  textFolder: 40,
  textSearch: 254,
  /** History paging offset: far past any real history, small enough to stay cheap. */
  maxRange: 1_000_000,
} as const;
