import { describe, expect, it } from 'vitest';
import { createLog, errorFields } from './log.ts';

describe('the structured log', () => {
  it('given an event, then it is one JSON line with the time, level, process and fields', () => {
    const lines: string[] = [];
    createLog('mail', (line) => lines.push(line)).warn('SMTP server mail.example:587: ECONNREFUSED', { requestId: 'r-1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'warn',
      process: 'mail',
      pid: process.pid,
      msg: 'SMTP server mail.example:587: ECONNREFUSED',
      requestId: 'r-1',
    });
  });

  it('given a text holding an e-mail address, then the line has a placeholder instead', () => {
    const lines: string[] = [];
    createLog('http', (line) => lines.push(line)).error('550 <ada.lovelace@example.com>: no such user', { error: 'Key (email)=(ada@shop.example) exists' });
    expect(lines.join('')).not.toMatch(/ada(\.lovelace)?@/);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ msg: '550 <<address>>: no such user', error: 'Key (email)=(<address>) exists' });
  });

  it('given an error with a Postgres detail, then only its name, code and message are logged', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "companies_email"'), { code: '23505', detail: 'Key (email)=(ada@shop.example)' });
    expect(errorFields(error)).toEqual({ error: 'Error: duplicate key value violates unique constraint "companies_email"', code: '23505' });
  });
});
