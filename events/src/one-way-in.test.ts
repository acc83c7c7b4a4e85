import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as events from './index.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The product's own source files (no tests, their givens or test helpers) in the packages that change state. */
function productFiles(): string[] {
  const files: string[] = [];
  for (const folder of ['api/src', 'worker/src', 'server/src', 'platform/src', 'web/src', 'events/src']) {
    for (const path of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      const isTest = /\.(test|int\.test|e2e)\.tsx?$/.test(path) || /(^|\/)given-[^/]*\.ts$/.test(path) || /(^|\/)testing\//.test(path);
      if (/\.tsx?$/.test(path) && !isTest) files.push(join(folder, path));
    }
  }
  return files;
}

// docs/architecture.md: every change of state goes through the command pipeline, by way of a use case.
describe('One way into the command pipeline', () => {
  it('Given the domain package, when the API or the worker imports it, then the store writing outside the pipeline is not among what it offers', () => {
    for (const internal of ['appendToStream', 'commit', 'commitStreams']) expect(Object.keys(events), internal).not.toContain(internal);
    expect(Object.keys(events)).toContain('handleCommand');
    expect(Object.keys(events)).toContain('sendInvitations');
  });

  it("Given the product's source, when a file writes to the log, then it is a test or a test helper, never the product itself", () => {
    const bypassing = productFiles().filter((file) => /from '@typetest\/events\/store'/.test(readFileSync(join(root, file), 'utf8')));
    expect(bypassing).toEqual([]);
  });

  it("Given an applicant's stream, when anything but the applicant feature's binding changes it, then the test names the file (its mails would be wired by hand again)", () => {
    // The erasure is a use case with secrets of its own (the key, the links, the mails scrubbed) and causes no mail.
    const bound = ['events/src/applicant/applicant-commands.ts', 'events/src/applicant/erase-applicant.ts'];
    const byHand = productFiles().filter((file) => !bound.includes(file) && /handleCommand\(\s*\w+,\s*applicantStreams/.test(readFileSync(join(root, file), 'utf8')));
    expect(byHand).toEqual([]);
  });

  it("Given the API's routes and the worker, when one changes state, then it calls a use case, never the pipeline or a binding itself", () => {
    // Use cases that need the API's own pieces (the password hasher, the login throttle) sit beside the routes (docs/decisions/0075-use-cases-and-one-way-in.md).
    const useCasesBesideRoutes = ['api/src/features/account/new-password.ts', 'api/src/features/account/check-password.ts'];
    // Routes that still call the pipeline from the route, each to get a use case of its own; the list may only shrink.
    const notYet = ['api/src/features/account/settings.ts', 'api/src/features/applicants/test-taking.ts', 'api/src/features/logo/routes.ts'];
    const callsThePipeline = /\b(handleCommand|run(Company|Applicant|Logo)Command|runInvitations)\(/;
    const routesCalling = productFiles().filter(
      (file) =>
        /^(api\/src\/features|worker\/src|server\/src)\//.test(file) && !useCasesBesideRoutes.includes(file) && callsThePipeline.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(routesCalling.sort()).toEqual(notYet);
  });
});
