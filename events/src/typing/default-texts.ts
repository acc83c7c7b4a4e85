/**
 * The texts applicants type when a company chooses "Use default texts": typical office prose,
 * 250 to 400 characters each, plain ASCII punctuation so every character is on a keyboard.
 */
export const defaultTexts: readonly string[] = [
  'Thank you for your order of twelve office chairs. We have checked our stock and can deliver ten of them on Monday, while the last two will follow within a week. Please let us know if you would rather receive all twelve at once. An updated invoice is attached, and the delivery driver will call you about an hour before arriving.',
  "The quarterly meeting has been moved from Thursday to Friday at ten o'clock in the large conference room on the third floor. Please read the attached budget report before the meeting and bring any questions you may have. Coffee and sandwiches will be served, so kindly tell the reception by Wednesday if you have any dietary needs.",
  'Dear customer, we have received your message about the missing package. According to our records, it was delivered to your building on the fourth of March and signed for at the front desk. We have asked the courier to confirm the details. In the meantime, could you check with your colleagues or the building manager whether it was left there?',
  'Our new travel policy applies to all trips booked from the first of next month. Train is preferred for journeys under five hours, and hotel costs must stay within the limits listed for each city. Receipts should be uploaded within ten days of your return. If you are unsure whether a cost is covered, ask your manager before you book.',
];
