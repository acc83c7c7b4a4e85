import type { CompanyAuth } from '../auth/company-auth.ts';
import type { AppDependencies } from './env.ts';

/** What every account route group is built from: the app's dependencies and the accounts' auth. */
export interface AccountDependencies extends AppDependencies {
  auth: CompanyAuth;
}
