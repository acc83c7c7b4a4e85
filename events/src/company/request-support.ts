import type { EventOf } from '../catalogue.ts';
import type { CompanyState } from './company-state.ts';
import { registered } from './errors.ts';

export interface RequestSupport {
  title: string;
  details: string;
}

/**
 * Decide: Contact support. Replies go to the company's login e-mail as the account knows it,
 * whatever address the request carried (docs/product.md §2: the screen shows where replies go).
 */
export function requestSupport(state: CompanyState | undefined, command: RequestSupport): EventOf<'SupportRequested'>[] {
  const company = registered(state);
  return [
    {
      type: 'SupportRequested',
      data: { companyId: company.companyId, title: command.title, details: command.details, contactMethod: 'email', email: company.loginEmail },
    },
  ];
}
