import { describe, expect, it } from 'vitest';
import { applicantLinkOf } from './applicant-link.ts';

describe('given the address an applicant opened', () => {
  it('when it has a folder and a code, then both are the link', () => {
    expect(applicantLinkOf({ pathname: '/acme', search: '?code=abc_D-9' })).toEqual({ textFolder: 'acme', urlApplicantCode: 'abc_D-9' });
    expect(applicantLinkOf({ pathname: '/acme/', search: '?utm=mail&code=x' })).toEqual({ textFolder: 'acme', urlApplicantCode: 'x' });
  });

  it('when the code or the folder is missing or empty, then there is no link', () => {
    expect(applicantLinkOf({ pathname: '/acme', search: '' })).toBeUndefined();
    expect(applicantLinkOf({ pathname: '/acme', search: '?code=' })).toBeUndefined();
    expect(applicantLinkOf({ pathname: '/', search: '?code=abc' })).toBeUndefined();
  });

  it('when the folder is escaped, then it is read as written; a broken escape is no link', () => {
    expect(applicantLinkOf({ pathname: '/caf%C3%A9', search: '?code=1' })?.textFolder).toBe('café');
    expect(applicantLinkOf({ pathname: '/%E0%A4%A', search: '?code=1' })).toBeUndefined();
  });
});
