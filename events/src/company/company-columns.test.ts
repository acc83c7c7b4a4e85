import { describe, expect, it } from 'vitest';
import { columnsOfFields, companyColumns, fieldsOfRow } from './company-columns.ts';
import { companyDetailsKeys, companyViewSchema } from './company-fields.ts';

describe("the company's fields and their columns", () => {
  it('given the view the account area shows, when its fields are listed, then each but the logo has a column (isDefaultCb is isDefaultTexts in the code)', () => {
    const viewFields = Object.keys(companyViewSchema.shape).map((field) => (field === 'isDefaultCb' ? 'isDefaultTexts' : field));
    expect(Object.keys(companyColumns).sort()).toEqual(viewFields.filter((field) => field !== 'logo').sort());
  });

  it("given a company's row, when it is read as the company's fields, then each field has its own column's value", () => {
    const row = {
      company_id: '7b0e7d62-0f5e-4a43-9c3c-2f3e1e0b1a11',
      login_email: 'ann@acme.example',
      email_for_receiving_results: 'results@acme.example',
      contact_name: 'Ann Andersson',
      company_name: 'Acme AB',
      vat_no: 'SE556677889901',
      address: 'Storgatan 1',
      post_code: '111 22 Stockholm',
      text_folder: 'acme',
      is_default_texts: false,
      texts: ['Our first text.'],
      email_verified: true,
      time_zone: 'Europe/Stockholm',
      minimum_wpm: 40,
      minimum_accuracy: 92.5,
      automatic_reminders: false,
      default_deadline_days: 14,
      language: 'sv' as const,
      retention_months: 12,
      welcome_note: 'Välkommen!',
      closes_at: null,
      closed_at: null,
      logo_sha256: null,
      logo_width: null,
      logo_height: null,
      registered_at: new Date('2026-11-01T10:00:00Z'),
      updated_at: new Date('2026-11-02T10:00:00Z'),
    };
    expect(fieldsOfRow(row)).toEqual({
      companyId: row.company_id,
      loginEmail: 'ann@acme.example',
      emailForReceivingResults: 'results@acme.example',
      contactName: 'Ann Andersson',
      companyName: 'Acme AB',
      vatNo: 'SE556677889901',
      address: 'Storgatan 1',
      postCode: '111 22 Stockholm',
      textFolder: 'acme',
      isDefaultTexts: false,
      emailVerified: true,
      timeZone: 'Europe/Stockholm',
      minimumWpm: 40,
      minimumAccuracy: 92.5,
      automaticReminders: false,
      defaultDeadlineDays: 14,
      language: 'sv',
      retentionMonths: 12,
      welcomeNote: 'Välkommen!',
    });
  });

  it("given an event's data, when it becomes the columns it sets, then its fields land in their columns and the rest of its data is left out", () => {
    const data = { companyId: 'c1', previousEmail: 'old@acme.example', loginEmail: 'new@acme.example', reason: 'recovered' };
    expect(columnsOfFields(data)).toEqual({ company_id: 'c1', login_email: 'new@acme.example' });
  });

  it('given the details of the registration wizard, when the forms list them, then they are the five the details step asks for, in its order', () => {
    expect(companyDetailsKeys).toEqual(['contactName', 'companyName', 'vatNo', 'address', 'postCode']);
  });
});
