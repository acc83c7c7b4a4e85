import { applicantsProjection } from './applicant/projection.ts';
import { companiesProjection } from './company/projection.ts';
import { contactRequestsProjection } from './contact/projection.ts';
import type { Projection } from './projections/projection.ts';

/**
 * The other half of the domain's composition root (catalogue.ts): the projections that keep the
 * read tables, run in this order over every event (projections/registry.ts). Apart from the
 * catalogue because each projection reads the catalogue's types (RecordedEvent, Database), and
 * the catalogue takes each feature's tables from its read-tables.ts: neither imports the other.
 */
export const projections: readonly Projection[] = [contactRequestsProjection, companiesProjection, applicantsProjection];
