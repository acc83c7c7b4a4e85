import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords hashed with scrypt (memory-hard, in node:crypto) at OWASP's parameters by default:
 * N = 2^17, r = 8, p = 1, a 16-byte salt and a 64-byte key. The stored string names its
 * parameters (`scrypt$N$r$p$salt$hash`, base64url), so the cost can rise later and old hashes
 * still verify (and are re-hashed at the next login).
 */
const keyLength = 64;
const blockSize = 8;
const parallelism = 1;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below OWASP's N.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): StoredHash | undefined {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !hash) return undefined;
  const numbers = [Number(N), Number(r), Number(p)] as const;
  if (!numbers.every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  return { N: numbers[0], r: numbers[1], p: numbers[2], salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time comparison; a malformed stored value never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verification, for an account that does not exist. */
  verifyNothing(password: string): Promise<false>;
  /** The stored hash was made with other parameters than today's. */
  needsRehash(stored: string): boolean;
}

export function createPasswordHasher({ cost }: { cost: number }): PasswordHasher {
  const N = 2 ** cost;
  let dummy: Promise<string> | undefined;

  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, N, blockSize, parallelism);
    return `scrypt$${N}$${blockSize}$${parallelism}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  };

  const verify = async (password: string, stored: string) => {
    const parsed = parse(stored);
    if (!parsed || parsed.hash.length !== keyLength) return false;
    const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
    return timingSafeEqual(key, parsed.hash);
  };

  return {
    hash,
    verify,
    async verifyNothing(password) {
      dummy ??= hash(randomBytes(16).toString('base64url'));
      await verify(password, await dummy);
      return false;
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.N !== N || parsed.r !== blockSize || parsed.p !== parallelism;
    },
  };
}
