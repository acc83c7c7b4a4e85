import type { RecordedEvent } from '../catalogue.ts';
import type { Projection, ReadRow } from '../projections/projection.ts';

function contactRequestRow(event: RecordedEvent & { type: 'ContactRequested' }): ReadRow<'contact_requests'> {
  return {
    contact_request_id: event.data.contactRequestId,
    contact_method: event.data.contactMethod,
    email: event.data.email,
    phone_number: event.data.phoneNumber,
    details: event.data.details,
    requested_at: event.recordedAt,
  };
}

export const contactRequestsProjection: Projection = {
  name: 'contact requests',
  tables: ['contact_requests'],
  async apply(db, event) {
    if (event.type !== 'ContactRequested') return;
    await db.insertInto('contact_requests').values(contactRequestRow(event)).execute();
  },
  fold: {
    // A contact request holds no sealed fields.
    opens: new Set(),
    reads: () => [],
    apply(tables, event) {
      if (event.type === 'ContactRequested') tables.contact_requests.put(contactRequestRow(event));
    },
  },
};
