import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hashing.ts';

describe('password hashing', () => {
  it("given OWASP's cost, when a password is hashed, then scrypt N=2^17, r=8, p=1 with a 16-byte salt and a 64-byte key, named in the stored string", async () => {
    const hasher = createPasswordHasher({ cost: 17 });
    const stored = await hasher.hash('correct horse battery');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(await hasher.verify('correct horse battery', stored)).toBe(true);
    expect(await hasher.verify('correct horse batterY', stored)).toBe(false);
    expect(stored).not.toContain('correct horse battery');
    // Three hashes of 128 MiB each: half a second apiece on an idle machine, several seconds when other work shares its two cores.
  }, 30_000);

  it('given the same password twice, then two different hashes (a fresh salt each time)', async () => {
    const hasher = createPasswordHasher({ cost: 10 });
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('given a hash made at another cost, then it still verifies and is marked for re-hashing', async () => {
    const old = await createPasswordHasher({ cost: 10 }).hash('old password');
    const current = createPasswordHasher({ cost: 11 });
    expect(await current.verify('old password', old)).toBe(true);
    expect(current.needsRehash(old)).toBe(true);
    expect(current.needsRehash(await current.hash('old password'))).toBe(false);
  });

  it('given a password in another Unicode normal form, then it is the same password', async () => {
    const hasher = createPasswordHasher({ cost: 10 });
    const stored = await hasher.hash('caf\u00e9 au lait');
    expect(await hasher.verify('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('given a stored value that is not a hash of ours, then nothing verifies against it', async () => {
    const hasher = createPasswordHasher({ cost: 10 });
    for (const stored of ['', 'plain text', 'scrypt$x$8$1$salt$hash', 'bcrypt$2b$10$abc']) expect(await hasher.verify('plain text', stored)).toBe(false);
  });

  it('given no account, then verifying nothing fails after the same work as a real verification', async () => {
    const hasher = createPasswordHasher({ cost: 14 });
    const stored = await hasher.hash('real password');
    await hasher.verifyNothing('warm up'); // the dummy hash is made once
    const time = async (run: () => Promise<boolean>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    const real = await time(() => hasher.verify('wrong', stored));
    const nothing = await time(() => hasher.verifyNothing('wrong'));
    expect(await hasher.verifyNothing('real password')).toBe(false);
    expect(nothing).toBeGreaterThan(real * 0.5);
  });
});
