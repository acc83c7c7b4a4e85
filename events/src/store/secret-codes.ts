import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets a command keeps beside its events (session tokens, one-time codes, applicants'
 * links) are handed out once and stored hashed. Node only: the browser never imports this file.
 */

/** A secret to hand out once: 32 random bytes (256 bits), URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** What is stored instead of a secret: SHA-256 is enough for 256 random bits (no guessing to slow down). */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');
