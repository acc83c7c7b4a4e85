import { describe, expect, it } from 'vitest';
import { acmeId, acmeRegistered, givenCompany } from './given-company.ts';
import { requestSupport } from './request-support.ts';

describe('contacting support', () => {
  it('given a company, when it writes to support, then SupportRequested with replies to its login e-mail', () => {
    expect(requestSupport(givenCompany(acmeRegistered), { title: 'Invoice', details: 'Please send a copy.' })).toEqual([
      {
        type: 'SupportRequested',
        data: { companyId: acmeId, title: 'Invoice', details: 'Please send a copy.', contactMethod: 'email', email: 'anna@acme.example' },
      },
    ]);
  });
});
