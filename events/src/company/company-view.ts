import type { CompanyView } from './company-fields.ts';

/**
 * The company as the account area shows it (never a secret), in the code's names: the default
 * texts are `isDefaultTexts` here and `isDefaultCb` only on the wire (`CompanyView`, the API's
 * answer). The API maps on the way out, the web app on the way in.
 */
export type Company = Omit<CompanyView, 'isDefaultCb'> & { isDefaultTexts: boolean };

export const companyFromView = ({ isDefaultCb, ...view }: CompanyView): Company => ({ ...view, isDefaultTexts: isDefaultCb });

export const companyToView = ({ isDefaultTexts, ...company }: Company): CompanyView => ({ ...company, isDefaultCb: isDefaultTexts });
