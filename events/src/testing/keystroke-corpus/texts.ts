import { defaultTexts } from '../../typing/default-texts.ts';
import { typeableText } from '../../typing/typeable-text.ts';

/**
 * Texts the corpora's applicants type. The tuning corpus types the product's default texts (what
 * most companies use); the held-out corpora type passages the judge was never tuned on: shorter
 * and longer, with digits, capitals and punctuation.
 */
export const tuningTexts: readonly string[] = defaultTexts.map(typeableText);

export const heldOutTexts: readonly string[] = [
  'Invoice 4471 was paid on 12 May. Please confirm the amount of 1,250.00 EUR and send the receipt to accounts@example.com by Friday.',
  'Welcome aboard! Your first week starts with a tour of the warehouse at 8:30, followed by safety training. Wear closed shoes, bring a photo ID, and ask Maria at the front desk for your badge. Lunch is on us.',
  "Customers often call before nine in the morning, when the line is busiest. Answer within three rings, give your name and the company name, and write down the caller's number before anything else. If you cannot help, transfer the call to a colleague who can, and tell the caller who that will be. Never leave a caller on hold for more than two minutes without checking back.",
  'Short notes are fine.',
  'The shipment of 36 laptops (model X-200) arrived damaged: 4 screens were cracked and 2 keyboards were missing keys. We would like a replacement for all 6 units, or a refund of 3,540 USD, whichever you can arrange sooner. Photos are attached; our reference is PO-8812.',
].map(typeableText);

/** A company's texts: stage n types texts[(n - 1) % texts.length] (take-stage.ts, textForStage). */
export type CompanyTexts = readonly string[];
