// The contact requests' read table, apart from the projection that keeps it (projection.ts), so
// that the domain's Database type (catalogue.ts) takes it without importing the projection.

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
