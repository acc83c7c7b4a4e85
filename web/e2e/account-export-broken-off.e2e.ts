import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { registerCompany } from './support/account-company.ts';
import { openAccountAs, openFromMenu, startSignedOut, toast } from './support/account-page.ts';
import { useProductInBrowser } from './support/product-in-browser.ts';

// An export may take a millisecond here: any export runs past it, and the server breaks it off.
const e2e = useProductInBrowser({ setUpPage: startSignedOut, env: { CSV_EXPORT_TIME_LIMIT_MS: '1' } });

describe('given a company whose export cannot be finished within its time limit', () => {
  it('when "Export CSV" is pressed, then no file is saved and a message says the file could not be downloaded whole', async () => {
    const company = await registerCompany(e2e.product);
    // Results straight in the list's table, as many finished applicants leave it.
    await sql`
      INSERT INTO results (applicant_id, company_id, full_name, email, wpm, accuracy, stages, flags, finished_at)
      SELECT gen_random_uuid(), ${company.companyId}, 'Applicant ' || n, 'applicant' || n || '@many.example', 50, 95, '[]'::jsonb, '[]'::jsonb, now() - n * interval '1 minute'
      FROM generate_series(1, 3000) AS n
    `.execute(e2e.product.db);
    // The server logs why it broke the download off: expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = e2e.page;
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await openAccountAs(page, e2e.product, company);
    await openFromMenu(page, 'Applicant results & history');

    await page.getByRole('button', { name: 'Export CSV' }).click();

    await toast(page, 'The file could not be downloaded whole, so it was not saved. Please try again.').waitFor();
    expect(downloads).toEqual([]);
    expect(await page.getByRole('button', { name: 'Export CSV' }).isEnabled()).toBe(true);
    expect(logged).toHaveBeenCalled();
    logged.mockClear();
  });
});
