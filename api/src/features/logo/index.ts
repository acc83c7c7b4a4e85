import { createCompanyAuth } from '../../auth/company-auth.ts';
import type { AppDependencies } from '../../http/env.ts';
import { logoRoutes } from './routes.ts';

/** The company's logo: its upload and removal (bearer) and its public address. */
export const companyLogoRoutes = (deps: AppDependencies) => logoRoutes({ ...deps, auth: createCompanyAuth(deps) });
