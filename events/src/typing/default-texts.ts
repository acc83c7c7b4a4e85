import type { Language } from '../i18n/languages.ts';

/**
 * The texts applicants type when a company chooses "Use default texts", in each language the
 * product speaks: typical office prose, 250 to 400 characters each, with only characters that
 * are keys of that language's keyboard (plain ASCII punctuation; å, ä and ö are keys of their own
 * on a Swedish one). The Swedish texts are written in Swedish, not translated from the English.
 */
export const defaultTextsByLanguage = {
  en: [
    'Thank you for your order of twelve office chairs. We have checked our stock and can deliver ten of them on Monday, while the last two will follow within a week. Please let us know if you would rather receive all twelve at once. An updated invoice is attached, and the delivery driver will call you about an hour before arriving.',
    "The quarterly meeting has been moved from Thursday to Friday at ten o'clock in the large conference room on the third floor. Please read the attached budget report before the meeting and bring any questions you may have. Coffee and sandwiches will be served, so kindly tell the reception by Wednesday if you have any dietary needs.",
    'Dear customer, we have received your message about the missing package. According to our records, it was delivered to your building on the fourth of March and signed for at the front desk. We have asked the courier to confirm the details. In the meantime, could you check with your colleagues or the building manager whether it was left there?',
    'Our new travel policy applies to all trips booked from the first of next month. Train is preferred for journeys under five hours, and hotel costs must stay within the limits listed for each city. Receipts should be uploaded within ten days of your return. If you are unsure whether a cost is covered, ask your manager before you book.',
  ],
  sv: [
    'Tack för att du har bokat konferensrummet Eken den tolfte maj. Rummet rymmer arton personer och har projektor, whiteboard och snabbt trådlöst nätverk. Lunch serveras klockan tolv i restaurangen på bottenvåningen. Om antalet deltagare ändras ber vi dig att meddela oss senast tre dagar i förväg, så att vi hinner anpassa beställningen.',
    'Som många av er redan vet flyttar kontoret till nya lokaler på Storgatan i början av september. Flyttkartonger delas ut under vecka trettiofem, och var och en ansvarar för att tömma sitt eget skrivbord. Datorer och skärmar flyttas av vår leverantör. Har du frågor om din nya arbetsplats kan du vända dig till Anna på ekonomiavdelningen.',
    'Hej och tack för ditt mejl om fakturan från i våras. Vi har gått igenom ärendet och ser att du har debiterats två gånger för samma leverans, vilket vi verkligen beklagar. Det felaktiga beloppet betalas tillbaka till ditt konto inom fem bankdagar. Hör gärna av dig till vår kundtjänst om du har fler frågor eller funderingar kring detta.',
    'Önskemål om semester i sommar ska lämnas till närmaste chef senast den sista mars. Alla medarbetare har rätt till fyra veckors sammanhängande ledighet mellan juni och augusti. Vi försöker tillgodose allas önskemål, men på avdelningar med få anställda kan vi behöva turas om. Besked om beviljad semester lämnas före mitten av april.',
  ],
} as const satisfies Record<Language, readonly string[]>;

/** The English default texts. A company's applicants get its own language's (`defaultTextsByLanguage[language]`: api/src/features/applicants/test-taking.ts). */
export const defaultTexts: readonly string[] = defaultTextsByLanguage.en;
