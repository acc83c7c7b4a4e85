/**
 * Why a company command was refused. The decide functions throw it; the API maps each reason to
 * its answer (the catalogue's messages, docs/product.md §8).
 */
export const companyRefusals = {
  alreadyRegistered: 'This company is already registered.',
  notRegistered: 'There is no such company.',
  /** A verification link for an address that is no longer the login e-mail. */
  emailReplaced: 'This link is for an e-mail address the account no longer uses.',
} as const;

export type CompanyRefusal = keyof typeof companyRefusals;

export class CompanyCommandRefused extends Error {
  override name = 'CompanyCommandRefused';
  constructor(readonly reason: CompanyRefusal) {
    super(companyRefusals[reason]);
  }
}

/** The state of a company that must exist for the command to make sense. */
export function registered<State>(state: State | undefined): State {
  if (state === undefined) throw new CompanyCommandRefused('notRegistered');
  return state;
}
