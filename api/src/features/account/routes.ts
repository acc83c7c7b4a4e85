import { OpenAPIHono } from '@hono/zod-openapi';
import { createCompanyAuth } from '../../auth/company-auth.ts';
import type { AppDependencies, AppEnv } from '../../http/env.ts';
import { accountClosingRoutes } from './account-closing.ts';
import { actionCodeRoutes } from './action-codes.ts';
import { emailVerificationRoutes } from './email-verification.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { registrationRoutes } from './registration.ts';
import { sessionRoutes } from './session.ts';
import { settingsRoutes } from './settings.ts';
import { supportRoutes } from './support.ts';
import { textsRoutes } from './texts.ts';

/** Company accounts: /register, /login and /authlink's calls (docs/product.md §7), one file per call group. */
export function accountRoutes(deps: AppDependencies) {
  const account = { ...deps, auth: createCompanyAuth(deps) };
  const app = new OpenAPIHono<AppEnv>();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The accessToken of /db/login or /token/updateaccesstoken',
  });
  for (const group of [
    registrationRoutes,
    sessionRoutes,
    textsRoutes,
    settingsRoutes,
    supportRoutes,
    passwordResetRoutes,
    emailVerificationRoutes,
    actionCodeRoutes,
    accountClosingRoutes,
  ]) {
    app.route('/', group(account));
  }
  return app;
}
