import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-client.ts';
import { invitationFailure } from './invitation-failure.ts';
import '../../shared/i18n/testing/english-words.ts';

describe('given sending invitations failed', () => {
  it('when the server’s checks refused the list (409, another tab invited the address), then its title and message go in the modal', () => {
    const error = new ApiError('Email ada@example.com exists on another invited applicant', 409, 'alreadyInvited', 'Duplicate Email ❗️');
    expect(invitationFailure(error)).toEqual({ kind: 'refused', title: 'Duplicate Email ❗️', message: 'Email ada@example.com exists on another invited applicant' });
  });

  it('when the server refused it with a plain message (400), then the modal has that message and no title of the server’s', () => {
    expect(invitationFailure(new ApiError('ca may hold at most 15 applicants per send', 400))).toEqual({
      kind: 'refused',
      title: undefined,
      message: 'ca may hold at most 15 applicants per send',
    });
  });

  it('when the login e-mail is not verified and the list is more than may still be invited (403), then the server’s title and message go in the modal', () => {
    const message =
      'Until you verify your e-mail address anna@acme.example, you can invite at most 3 applicants (new links and reminders count too). Invitations left: 1. Open the link in the e-mail we sent you, or send the verification e-mail again.';
    const error = new ApiError(message, 403, 'unverifiedLimit', 'Verify your e-mail address first');
    expect(invitationFailure(error)).toEqual({ kind: 'refused', title: 'Verify your e-mail address first', message });
  });

  it('when the company sent too many (429), then it failed, and the reason is the server’s sentence saying when to send more', () => {
    const error = new ApiError('You have sent many invitations in a short time. Please send more in about 5 minutes.', 429);
    expect(invitationFailure(error)).toEqual({ kind: 'failed', reason: 'You have sent many invitations in a short time. Please send more in about 5 minutes.' });
  });

  it('when something other than an API answer went wrong, then it failed with the page’s "unexpected" words', () => {
    expect(invitationFailure(new TypeError('boom'))).toEqual({ kind: 'failed', reason: 'Something went wrong on our side. Please try again.' });
  });
});
