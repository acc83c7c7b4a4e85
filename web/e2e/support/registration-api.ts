import { randomBytes } from 'node:crypto';
import type { Registration } from '@typetest/events/company';

/**
 * Registration through the API, as another visitor's browser would do it: a company that already
 * holds a URL or an address before (or while) the wizard under test asks for it.
 */

/** A few characters no other test uses, lower-case letters and digits (fit for a URL). */
export function unique(): string {
  return randomBytes(4).toString('hex');
}

/** What a person types into the wizard, different every call. */
export function newCompany(id = unique()) {
  return {
    contactName: `Anna Berg ${id}`,
    companyName: `Acme ${id} AB`,
    vatNo: `SE5566${id}01`,
    address: `Storgatan ${id.length}`,
    postCode: '111 22 Stockholm',
    textFolder: `acme${id}`,
    email: `anna.${id}@acme.example`,
    password: `harbour-${id}-Kite`,
  };
}
export type NewCompany = ReturnType<typeof newCompany>;

/** Registers `company` with POST /api/db/createcompany; fails loudly unless the server agrees. */
export async function registerThroughApi(productUrl: string, company: NewCompany): Promise<void> {
  const body: Registration = {
    company: {
      loginEmail: company.email,
      emailForReceivingResults: company.email,
      hashedPassword: company.password,
      contactName: company.contactName,
      companyName: company.companyName,
      vatNo: company.vatNo,
      address: company.address,
      postCode: company.postCode,
      textFolder: company.textFolder,
      isDefaultCb: true,
    },
    texts: [],
  };
  const response = await fetch(`${productUrl}/api/db/createcompany`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`registering ${company.email} through the API answered ${response.status}: ${await response.text()}`);
}
