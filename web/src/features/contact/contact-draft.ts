import type { ContactUs } from '@typetest/events/contact';
import { useSyncExternalStore } from 'react';

/** What the visitor fills in; the contact method comes from the button they press. */
export type ContactFields = Omit<ContactUs, 'contactMethod'>;

export const emptyContactFields: ContactFields = { email: '', phoneNumber: '', details: '' };

interface ContactDraft {
  fields: ContactFields;
  /** The request that went through, while its confirmation is the contact view. */
  sent: ContactUs | null;
}

const noDraft: ContactDraft = { fields: emptyContactFields, sent: null };

/**
 * The contact form's values and the request just sent, kept outside React for the page's
 * lifetime: each history entry of "/" mounts the landing page afresh, and what was typed must
 * survive a trip to the menu and back (browser Back and Forward included); only leaving the
 * confirmation clears it (docs/product.md §2). A reload starts empty, like any unsent form.
 */
let draft: ContactDraft = noDraft;
const listeners = new Set<() => void>();

function update(next: ContactDraft) {
  draft = next;
  for (const listener of listeners) listener();
}

export const contactDraft = {
  fields: (): ContactFields => draft.fields,
  keepFields(fields: ContactFields) {
    draft = { ...draft, fields };
  },
  markSent(request: ContactUs) {
    update({ ...draft, sent: request });
  },
  /** The confirmation was left: the form starts empty and the confirmation cannot come back. */
  clear() {
    if (draft !== noDraft) update(noDraft);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The request whose confirmation shows, or null. */
export function useSentContactRequest(): ContactUs | null {
  // The same on the server (web/src/prerender.tsx): a page starts with none.
  const sent = () => draft.sent;
  return useSyncExternalStore(subscribe, sent, sent);
}
