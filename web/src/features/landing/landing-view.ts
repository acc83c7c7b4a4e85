import type { ContactUs } from '@typetest/events/contact';

/**
 * SPEC 4, landing contact flow: the views of "/" are page state, not routes. The confirmation
 * exists only once a request with its contact method went through.
 */
export type LandingView =
  | { name: 'initial' }
  | { name: 'contactus' }
  | { name: 'confirmation'; request: ContactUs }
  | { name: 'demo' };
