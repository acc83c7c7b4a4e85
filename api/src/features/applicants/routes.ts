import { OpenAPIHono } from '@hono/zod-openapi';
import { createCompanyAuth } from '../../auth/company-auth.ts';
import type { AppDependencies, AppEnv } from '../../http/env.ts';
import { applicantDataRoutes } from './applicant-data.ts';
import { erasureRoutes } from './erasure.ts';
import { historyExportRoutes } from './history-export.ts';
import { historyRoutes } from './history.ts';
import { invitationLinkRoutes } from './invitation-link.ts';
import { applicantsContextOf } from './applicants-context.ts';
import { awaitingListRoutes } from './awaiting-list.ts';
import { deleteApplicantRoutes } from './delete-applicant.ts';
import { sendInvitationRoutes } from './send-invitation.ts';
import { sendReminderRoutes } from './send-reminder.ts';
import { overviewRoutes } from './overview.ts';
import { resultDecisionRoutes } from './result-decisions.ts';
import { resultRoutes } from './result.ts';
import { resultShareRoutes } from './result-shares.ts';
import { reviewRoutes } from './review.ts';
import { testTakingRoutes } from './test-taking.ts';

export { stageFinishedBodyLimitBytes, stageFinishedPath } from './stage-finished-path.ts';

/** Applicants: the company's invitations and history (bearer), and the applicant's own calls (their link). */
export function applicantRoutes(deps: AppDependencies) {
  const account = { ...deps, auth: createCompanyAuth(deps) };
  const app = new OpenAPIHono<AppEnv>();
  const applicants = applicantsContextOf(account);
  app.route('/', sendInvitationRoutes(account, applicants));
  app.route('/', sendReminderRoutes(account, applicants));
  app.route('/', deleteApplicantRoutes(account));
  app.route('/', awaitingListRoutes(account));
  app.route('/', invitationLinkRoutes(account, applicants));
  app.route('/', historyRoutes(account));
  app.route('/', historyExportRoutes(account));
  app.route('/', overviewRoutes(account));
  app.route('/', resultRoutes(account));
  app.route('/', reviewRoutes(account));
  app.route('/', applicantDataRoutes(account));
  app.route('/', resultDecisionRoutes(account));
  app.route('/', erasureRoutes(account));
  app.route('/', resultShareRoutes(account));
  app.route('/', testTakingRoutes(deps));
  return app;
}
