import type { CompanyView } from './company-fields.ts';
import { currentTimeZoneName } from './time-zone-names.ts';

/**
 * The company as the account area shows it (never a secret), in the code's names: the default
 * texts are `isDefaultTexts` here and `isDefaultCb` only on the wire (`CompanyView`, the API's
 * answer). The API maps on the way out, the web app on the way in.
 */
export type Company = Omit<CompanyView, 'isDefaultCb'> & { isDefaultTexts: boolean };

/** A zone stored by an old name (Asia/Calcutta, from a browser at registration) is shown by its current one (time-zone-names.ts). */
export const companyFromView = ({ isDefaultCb, ...view }: CompanyView): Company => ({ ...view, timeZone: currentTimeZoneName(view.timeZone), isDefaultTexts: isDefaultCb });

export const companyToView = ({ isDefaultTexts, ...company }: Company): CompanyView => ({ ...company, isDefaultCb: isDefaultTexts });
