import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('account settings in the configuration', () => {
  it("given nothing set, passwords are hashed at OWASP's scrypt cost and sign-ins last 30 days without use", () => {
    expect(loadConfig({})).toMatchObject({ PASSWORD_HASH_COST: 17, REFRESH_TOKEN_DAYS: 30 });
  });

  it('given production, when the password hash cost is lowered below 17, then it refuses to start', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40) };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '14' })).toThrow('PASSWORD_HASH_COST must be at least 17 in production');
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '18' }).PASSWORD_HASH_COST).toBe(18);
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).PASSWORD_HASH_COST).toBe(12);
  });
});
