import type { Projection } from '../projections/projection.ts';

export interface ContactRequestsTable {
  contact_request_id: string;
  contact_method: 'email' | 'phone';
  email: string;
  phone_number: string;
  details: string;
  requested_at: Date;
}

/** The contact requests' read table, by name. */
export interface ContactReadTables {
  contact_requests: ContactRequestsTable;
}

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
