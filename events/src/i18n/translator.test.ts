import { describe, expect, it } from 'vitest';
import { createTranslator, languageOf, resources } from './index.ts';

describe('given the English translator', () => {
  const t = createTranslator('en');

  it('when a text has no placeholder, then it is SPEC’s words as they are', () => {
    expect(t('login.wrongCredentials')).toBe('Wrong username or password');
    expect(t('account.invite.duplicateTitle')).toBe('Duplicate Email ❗️');
    expect(t('authLink.errorMessage')).toBe('An unknown error occured, please try again or contact support.');
    expect(t('account.invite.send')).toBe('Save new applicants & send invitations via e-mail');
    expect(t('registration.details.postalCodeAndArea')).toBe('Company postal code & area');
  });

  it('when a text has single-brace placeholders, then the values fill them, unescaped (React escapes)', () => {
    expect(t('applicant.welcomeBack', { n: 1, next: 2 })).toBe('You have previously done test 1/3, continue at test 2/3');
    expect(t('account.invite.duplicateMessage', { email: 'ann@example.com' })).toBe('Email ann@example.com exists on another invited applicant');
    expect(t('account.invite.emptyEmailMessage', { name: 'Ann & Bo <Ltd>' })).toBe('You need to insert a email for Ann & Bo <Ltd>');
    expect(t('authLink.verifiedMessage', { email: 'a@b.se' })).toBe('Your email a@b.se was successfully verified.');
    expect(t('common.step', { n: 2, total: 4, name: t('registration.steps.textConfig') })).toBe('Step 2 of 4: texts');
  });

  it('when the API’s own refusals are looked up, then they are the words the API has always answered', () => {
    expect(t('common.changedMeanwhile')).toBe('Someone else changed this at the same moment. Please try again.');
    expect(t('registration.passwordRefused', { title: t('registration.passwordErrorTitle'), reason: t('registration.passwordTooCommon') })).toBe(
      'Password error: This password is too common. Please choose another one.',
    );
    expect(t('registration.resultsEmailTaken')).toBe('The email address for receiving results is already in use.');
    expect(t('authLink.invalidLink')).toBe('Invalid or expired link.');
    expect(t('authLink.emailTaken')).toBe('This e-mail address is now used by another account, so it cannot be restored.');
    expect(t('login.verifyLinkInvalid')).toBe('Invalid or expired verification link.');
    expect(t('account.verificationRequested')).toBe('Verification e-mail sent');
  });

  it('when a value itself holds braces (a visitor typed them), then it is shown as typed, not filled again', () => {
    expect(t('contact.confirmation', { address: '{email}' })).toBe('We will be in touch to {email} shortly');
  });

  it('when a key is not in the catalogue or a placeholder lacks its value, then typecheck fails (and i18next would show the key)', () => {
    // @ts-expect-error no such key: `npm run typecheck` fails if this line ever type-checks
    expect(t('login.noSuchText')).toBe('login.noSuchText');
    // @ts-expect-error {email} needs a value
    expect(t('authLink.verifiedMessage')).toBe('Your email {email} was successfully verified.');
  });

  it('when a plural text is asked for by its base key, then `count` picks the form; without it the key shows (catalogues.test.ts checks every call passes it)', () => {
    expect(t('account.invite.rowsFull', { count: 1 })).toBe('You can invite up to 1 applicant at a time. Send this invitation first, then add more.');
    expect(t('account.invite.rowsFull', { count: 15 })).toBe('You can invite up to 15 applicants at a time. Send these invitations first, then add more.');
    expect(t('account.invite.rowsFull')).toBe('account.invite.rowsFull');
  });
});

describe('given the catalogue', () => {
  /** Every text of a catalogue, flattened. */
  function texts(node: object): string[] {
    return Object.values(node).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as object)));
  }
  const english = texts(resources.en.translation);

  it('when SPEC 8’s auth-link modals are looked up, then each title, message and button is there word for word', () => {
    for (const text of [
      'Verified!',
      'Your email {email} was successfully verified.',
      'Take me to the login page',
      'Password reset.',
      'You have successfully changed your password for {email}.',
      'Take me to login page',
      'Email reset!',
      'Your e-mail was reset.',
      'Weak password',
      'Your new password is too weak. You need to have at least 6 characters.',
      'Understood',
    ]) {
      expect(english).toContain(text);
    }
  });

  it('when SPEC 5’s invitation checks are looked up, then each modal text is there with its placeholder', () => {
    for (const text of [
      'You need to enter at least 1 applicant',
      'You need to insert a full name for the email {email}',
      'Email {email} is attempted to be added twice',
      '{email} is not a valid e-mail, please check and try again.',
      'No current applicants right now, do some invitations!',
    ]) {
      expect(english).toContain(text);
    }
  });

  it('when any text has a placeholder, then it is single-brace with a plain name', () => {
    const placeholders = english.flatMap((text) => text.match(/\{+[^}]*\}+/g) ?? []);
    expect(placeholders.length).toBeGreaterThan(10);
    for (const placeholder of placeholders) expect(placeholder).toMatch(/^\{[a-zA-Z]+\}$/);
  });
});

describe('given a visitor’s preferred languages', () => {
  it('when none is one the product speaks, then English is chosen', () => {
    expect(languageOf(['de-DE', 'fi'])).toBe('en');
  });

  it('when Swedish comes first, in any region, then Swedish is chosen', () => {
    expect(languageOf(['sv-SE', 'en'])).toBe('sv');
    expect(languageOf(['sv-FI'])).toBe('sv');
  });

  it('when another language the product speaks comes before Swedish, then that one is chosen', () => {
    expect(languageOf(['de', 'en-GB', 'sv'])).toBe('en');
  });

  it('when a regional English is preferred, then English is chosen', () => {
    expect(languageOf(['en-GB'])).toBe('en');
  });
});
