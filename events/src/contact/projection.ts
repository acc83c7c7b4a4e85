import type { Projection } from '../projections/projection.ts';

export const contactRequestsProjection: Projection = {
  name: 'contact requests',
  tables: ['contact_requests'],
  async apply(db, event) {
    if (event.type !== 'ContactRequested') return;
    await db
      .insertInto('contact_requests')
      .values({
        contact_request_id: event.data.contactRequestId,
        contact_method: event.data.contactMethod,
        email: event.data.email,
        phone_number: event.data.phoneNumber,
        details: event.data.details,
        requested_at: event.recordedAt,
      })
      .execute();
  },
};
