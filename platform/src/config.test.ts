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

  it('given nothing set, then the automatic reminder is due 48 hours after the last link, looked for every minute; fractions are allowed, zero and words are not', () => {
    expect(loadConfig({})).toMatchObject({ REMINDER_AFTER_HOURS: 48, REMINDER_CHECK_SECONDS: 60 });
    expect(loadConfig({ REMINDER_AFTER_HOURS: '0.0005', REMINDER_CHECK_SECONDS: '0.2' })).toMatchObject({ REMINDER_AFTER_HOURS: 0.0005, REMINDER_CHECK_SECONDS: 0.2 });
    expect(() => loadConfig({ REMINDER_AFTER_HOURS: '0' })).toThrow('REMINDER_AFTER_HOURS must be a number above 0 and at most 8760 (got "0")');
    expect(() => loadConfig({ REMINDER_CHECK_SECONDS: 'often' })).toThrow('REMINDER_CHECK_SECONDS must be a number above 0 and at most 86400 (got "often")');
  });

  it('given nothing set, then the product runs one HTTP process; several are a whole number up to 64', () => {
    expect(loadConfig({}).API_PROCESSES).toBe(1);
    expect(loadConfig({ API_PROCESSES: '4' }).API_PROCESSES).toBe(4);
    expect(() => loadConfig({ API_PROCESSES: '0' })).toThrow('API_PROCESSES must be a whole number from 1 to 64 (got "0")');
    expect(() => loadConfig({ API_PROCESSES: 'all' })).toThrow('API_PROCESSES must be a whole number from 1 to 64 (got "all")');
  });

  it('given nothing set, then the mail worker on its own runs at nice 10; 0 (unchanged) to 19 are allowed, anything else stops start-up with a line saying so', () => {
    expect(loadConfig({}).MAIL_WORKER_NICE).toBe(10);
    expect(loadConfig({ MAIL_WORKER_NICE: '0' }).MAIL_WORKER_NICE).toBe(0);
    expect(loadConfig({ MAIL_WORKER_NICE: '19' }).MAIL_WORKER_NICE).toBe(19);
    expect(() => loadConfig({ MAIL_WORKER_NICE: '-5' })).toThrow('MAIL_WORKER_NICE must be a whole number from 0 to 19 (got "-5")');
    expect(() => loadConfig({ MAIL_WORKER_NICE: '2.5' })).toThrow('MAIL_WORKER_NICE must be a whole number from 0 to 19 (got "2.5")');
    expect(() => loadConfig({ MAIL_WORKER_NICE: 'low' })).toThrow('MAIL_WORKER_NICE must be a whole number from 0 to 19 (got "low")');
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
    const lines = (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
    expect(lines).toHaveLength(4);
    expect(lines).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(lines.find((line) => line.startsWith('REDIS_URL'))).toContain('must be a redis:// URL');
    expect(lines.find((line) => line.startsWith('OPERATOR_EMAIL'))).toContain('must be an e-mail address');
    expect(lines.find((line) => line.startsWith('RATE_LIMIT'))).toContain('(got "maybe")');
  });
});

describe('start-up errors never print a secret', () => {
  const errorFor = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected the configuration to be refused');
  };

  it('given a JWT_SECRET that is too short, then it says so without printing any of it', () => {
    const message = errorFor({ JWT_SECRET: 'hunter2-pass' });
    expect(message).toContain('JWT_SECRET must be at least 32 characters');
    expect(message).not.toContain('hunter2');
  });

  it('given the operators login half set, or with a short password, then it says so without printing the password', () => {
    expect(errorFor({ OPS_USER: 'ops' })).toContain('OPS_PASSWORD must be set together with OPS_USER (or neither)');
    expect(errorFor({ OPS_PASSWORD: 'hunter2-hunter2-hunter2' })).toContain('OPS_PASSWORD must be set together with OPS_USER (or neither)');
    const short = errorFor({ OPS_USER: 'ops', OPS_PASSWORD: 'hunter2' });
    expect(short).toContain('OPS_PASSWORD must be at least 16 characters');
    expect(short).not.toContain('hunter2');
    expect(loadConfig({ OPS_USER: 'ops', OPS_PASSWORD: 'correct horse battery staple' })).toMatchObject({ OPS_USER: 'ops' });
  });

  it.each([
    ['DATABASE_URL', 'mysql://admin:hunter2@db.example:3306/typetest', 'mysql://***@db.example:3306/typetest'],
    ['REDIS_URL', 'http://:hunter2@cache.example:6379', 'http://***@cache.example:6379'],
    ['SMTP_URL', 'smtp//mailer:hunter2@mail.example', '***@mail.example'],
    ['SMTP_URL', 'smtpx://mailer:p@ss:hunter2@mail.example', 'smtpx://***@mail.example'],
    ['DATABASE_URL', 'mysql://db.example/typetest?user=admin&password=hunter2', 'mysql://db.example/typetest?user=admin&password=***'],
  ])('given a bad %s holding a password, then it names the variable and what is wrong, with the password hidden', (name, value, shown) => {
    const message = errorFor({ [name]: value });
    expect(message).toMatch(new RegExp(`${name} must be an? \\w+`));
    expect(message).toContain(`(got "${shown}")`);
    expect(message).not.toContain('hunter2');
  });

  it('given a bad value that is no secret, then it is still shown, to help find the typo', () => {
    expect(errorFor({ SMTP_URL: 'mail.example' })).toContain('SMTP_URL must be an smtp:// or smtps:// URL (got "mail.example")');
  });
});

describe('TRUST_PROXY', () => {
  it('given nothing, then it is the string "off"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('off');
  });

  it.each(['off', '1', '10', '127.0.0.1', '10.0.0.0/8, 192.168.1.1', '::1,fd00::/8', 'loopback'])('given %j, then it is accepted as written', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
  });

  it.each(['0', '11', 'yes', '10.0.0.0/33', '127.0.0.1,,10.0.0.1', '1.5'])('given %j, then start-up says what it must be', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be off, a number of proxies in front of the product from 1 to 10, or a comma-separated list/);
  });

  it('given the old "on", then it says to name the number of proxies or their addresses instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'on' })).toThrow(/"on" trusted whatever the client wrote, so say how many proxies \(e\.g\. 1\) or which/);
  });
});
