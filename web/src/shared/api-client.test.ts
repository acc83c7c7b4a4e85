import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, postJson } from './api-client.ts';
import './i18n/testing/english-words.ts';

/** The API answering every request with `status` and `body`, as the real one would over HTTP. */
function apiAnswers(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const success = z.object({ success: z.literal(true) });

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('given a call the API refuses', () => {
  it('when the refusal has a title (an invitation check), then the ApiError carries its message, status, code and title', async () => {
    apiAnswers(409, { success: false, errorTitle: 'Duplicate Email ❗️', errorMessage: 'Email a@b.se exists on another invited applicant', code: 'alreadyInvited' });
    const error = await failureOf(postJson('/api/db/sendinvitation', {}, success));
    expect({ message: error.message, status: error.status, code: error.code, title: error.title }).toEqual({
      message: 'Email a@b.se exists on another invited applicant',
      status: 409,
      code: 'alreadyInvited',
      title: 'Duplicate Email ❗️',
    });
  });

  it('when the refusal is a plain message, then the ApiError has it and no title, as before', async () => {
    apiAnswers(400, { success: false, errorMessage: 'Your new password is too weak.', code: 'weak-password' });
    const error = await failureOf(postJson('/api/db/submitForgotPasswordChange', {}, success));
    expect({ message: error.message, status: error.status, code: error.code, title: error.title }).toEqual({
      message: 'Your new password is too weak.',
      status: 400,
      code: 'weak-password',
      title: undefined,
    });
  });

  it('when the answer is not the API’s shape, then the message is the page’s "unexpected" one', async () => {
    apiAnswers(500, { oops: true });
    const error = await failureOf(postJson('/api/db/login', {}, success));
    expect({ message: error.message, status: error.status, title: error.title }).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      status: 500,
      title: undefined,
    });
  });
});
