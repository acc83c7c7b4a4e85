import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('given nothing set, every setting has a working local default', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.RATE_LIMIT).toBe('on');
  });

  it('given a port, the public URL follows it unless set', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://typetest.example/' }).PUBLIC_URL).toBe('https://typetest.example');
  });

  it('given production, when JWT_SECRET is left at the development value, then it refuses to start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET must be set to a secret of your own in production');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40) }).NODE_ENV).toBe('production');
  });

  it('given several bad variables, says what is wrong with each, one line each', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', REDIS_URL: 'http://x', OPERATOR_EMAIL: 'nobody', RATE_LIMIT: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message.split('\n').slice(1).map((line) => line.trim());
    expect(lines).toHaveLength(4);
    expect(lines).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(lines.find((line) => line.startsWith('REDIS_URL'))).toContain('must be a redis:// URL');
    expect(lines.find((line) => line.startsWith('OPERATOR_EMAIL'))).toContain('must be an e-mail address');
    expect(lines.find((line) => line.startsWith('RATE_LIMIT'))).toContain('(got "maybe")');
  });
});
