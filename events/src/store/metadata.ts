import { z } from 'zod';

/** Why an event was written and by whom; travels with every event, never holds secrets. */
export const eventMetadataSchema = z.object({
  actor: z.string(),
  requestId: z.string().optional(),
  correlationId: z.string().optional(),
  causationId: z.string().optional(),
});

export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** Metadata of a change the signed-in company made. */
export const byCompany = (companyId: string, requestId: string | undefined): EventMetadata => ({
  actor: `company:${companyId}`,
  ...(requestId ? { requestId } : {}),
});

/** Metadata of a change made through a link or form anyone can use (registration, reset, mailed links). */
export const byVisitor = (requestId: string | undefined): EventMetadata => ({ actor: 'visitor', ...(requestId ? { requestId } : {}) });
