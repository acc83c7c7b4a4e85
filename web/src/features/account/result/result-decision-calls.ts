import type { SetResultStatusRequest, WriteResultNoteRequest } from '@typetest/events/applicant';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { useFormMutation } from '../../../shared/forms/use-form-mutation.ts';
import { postAccount } from '../../../shared/session/session.ts';

/** The company's status on a result (null takes it off): setresultstatus. */
export async function setResultStatus(request: SetResultStatusRequest): Promise<void> {
  await postAccount('/api/db/setresultstatus', request, z.object({ success: z.literal(true) }));
}

/** The company's private note on a result: writeresultnote. */
export async function writeResultNote(request: WriteResultNoteRequest): Promise<void> {
  await postAccount('/api/db/writeresultnote', request, z.object({ success: z.literal(true) }));
}

/**
 * The reads a status or note changes: the result (its page and its column in a comparison). The
 * results list asks for its pages again whenever it opens, and after a change made in it (history-view.tsx).
 */
const changedByDecision = (key: unknown) => Array.isArray(key) && key[0] === 'result';

export function useSetResultStatus(call: (request: SetResultStatusRequest) => Promise<void> = setResultStatus) {
  const { mutate } = useSWRConfig();
  return useFormMutation('account/set-result-status', async (request: SetResultStatusRequest) => {
    await call(request);
    await mutate(changedByDecision);
  });
}

export function useWriteResultNote(call: (request: WriteResultNoteRequest) => Promise<void> = writeResultNote) {
  const { mutate } = useSWRConfig();
  return useFormMutation('account/write-result-note', async (request: WriteResultNoteRequest) => {
    await call(request);
    await mutate(changedByDecision);
  });
}
