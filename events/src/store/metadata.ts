import { z } from 'zod';

/** Why an event was written and by whom; travels with every event, never holds secrets. */
export const eventMetadataSchema = z.object({
  actor: z.string(),
  requestId: z.string().optional(),
  correlationId: z.string().optional(),
  causationId: z.string().optional(),
});

export type EventMetadata = z.infer<typeof eventMetadataSchema>;
