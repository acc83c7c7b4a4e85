import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMailKind, mailCatalogue, mailSecrets, secretFieldsOf } from './catalogue.ts';

/** The fields of a payload schema, read under a preprocess (one that maps a field's earlier name) too. */
const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  const object = schema instanceof z.ZodPipe ? schema.out : schema;
  return object instanceof z.ZodObject ? object.shape : {};
};

/** Secret fields' earlier names, which only mails stored before the rename carry (events/src/applicant/mail-payloads.ts). */
const storedEarlier: readonly string[] = ['applicantCode'];

/** What a field holding a credential is called; such a field must be listed in `mailSecrets`. */
const credentialName = /code|token|secret|password|key/i;

describe('the secrets of each mail kind', () => {
  it.each(Object.entries(mailCatalogue))('given the %s mail, then every field named like a code is listed as a secret', (kind, schema) => {
    const named = Object.keys(shapeOf(schema)).filter((field) => credentialName.test(field));
    expect(isMailKind(kind) ? [...mailSecrets[kind]].sort() : []).toEqual(expect.arrayContaining(named.sort()));
  });

  it.each(Object.entries(mailSecrets))('given the %s mail, then each secret it lists is a text field of its payload', (kind, fields) => {
    const shape: Record<string, z.ZodType> = isMailKind(kind) ? shapeOf(mailCatalogue[kind]) : {};
    for (const field of fields.filter((name) => !storedEarlier.includes(name))) expect(shape[field], `${kind}.${field}`).toBeInstanceOf(z.ZodString);
  });

  it('given the kinds that carry a link that works as a credential, then those are their secrets', () => {
    expect(secretFieldsOf('passwordReset')).toEqual(['resetCode']);
    expect(secretFieldsOf('companyWelcome')).toEqual(['verifyCode']);
    expect(secretFieldsOf('emailVerification')).toEqual(['verifyCode']);
    expect(secretFieldsOf('loginEmailChanged')).toEqual(['recoverCode']);
    expect(secretFieldsOf('applicantInvitation')).toEqual(['linkCode', 'applicantCode']);
    expect(secretFieldsOf('invitationResent')).toEqual(['linkCode', 'applicantCode']);
  });

  it('given a kind without a code, or one the catalogue does not know, then it has no secrets', () => {
    expect(secretFieldsOf('applicantResults')).toEqual([]);
    expect(secretFieldsOf('contactRequest')).toEqual([]);
    expect(secretFieldsOf('noSuchKind')).toEqual([]);
    expect(secretFieldsOf('toString')).toEqual([]);
  });
});
