import type { Catalogue } from './en.ts';
import type { inputEn } from './input-en.ts';

/**
 * The Swedish words for input the product refuses (input-en.ts's keys), part of the Swedish
 * catalogue (sv.ts). A text that starts lower-case follows its field ("email: är inte en giltig
 * e-postadress"). The API's own names (ca, currentApplicantCode, "email", "phone", Content-Type)
 * are kept as the API spells them: they are what a caller sends.
 */
export const inputSv = {
  input: {
    nul: 'får inte innehålla NUL-tecknet (U+0000).',
    loneSurrogate: 'måste vara giltig Unicode-text (den innehåller ett ensamt surrogattecken).',
    empty: 'får inte vara tomt',
    emailInvalid: 'är inte en giltig e-postadress',
    textFolderCharacters: 'får bara innehålla små bokstäver och siffror',
    textFolderReserved: 'är reserverad av Typetest, välj en annan webbadress',
    passwordTooShort: 'måste vara minst {minimum} tecken långt',
    passwordTooLong: 'får vara högst {maximum} tecken långt',
    timeZone: 'är inte en tidszon (ett IANA-namn som Europe/Stockholm)',
    tooManyTexts: 'får innehålla högst {maximum} texter',
    textsMissing: 'texts: ange minst en text eller välj standardtexterna.',
    /** `{index}` counts from 0 (the field), `{n}` from 1 (the text as the screen numbers it). */
    textEmpty: 'texts.{index}: Text {n} är tom.',
    tooManyApplicants: 'får innehålla högst {maximum} kandidater per utskick',
    invitationOrResend: 'Skicka antingen ca (kandidaterna som ska bjudas in) eller currentApplicantCode (kandidaten som ska bjudas in igen).',
    oneOf: 'måste vara något av följande: {options}',
    contactMethod: 'måste vara ”email” eller ”phone”.',
    keystrokeKey: 'måste vara Backspace eller ett enda tecken (en Unicode-kodpunkt).',
    keystrokeTimes: 'Tangenttryckningarnas tider får aldrig minska.',
    deadlineDay: 'måste vara ett datum (ÅÅÅÅ-MM-DD), eller null för ingen sista dag',
    defaultDeadlineDays: 'måste vara ett heltal dagar från 1 till 365, eller null för ingen sista dag',
    trueOrFalse: 'måste vara true eller false',
    notOurCode: 'är inte en kod som Typetest har skapat',
    notOurToken: 'är inte en token som Typetest har skapat',
    onlyEmail: 'måste vara ”email”.',
  },

  api: {
    invalidJson: 'Anropets innehåll är inte giltig JSON.',
    notJson: 'Skicka anropets innehåll som JSON (Content-Type: application/json).',
    badRequest: 'Felaktigt anrop.',
    bodyTooLarge: 'Anropets innehåll är större än {maxSize} byte.',
    noSuchCall: 'Det finns inget sådant API-anrop: {method} {path}',
    invalid: '{target} godtas inte.',
    invalidBecause: '{target} godtas inte: {reason}',
    fieldInvalid: '{field}: {reason}',
    /** The parts of a request a call reads, as the subject of "… godtas inte" (hence capitalised). */
    targets: { json: 'Anropets innehåll', query: 'Frågesträngen', param: 'Sökvägsparametern', header: 'Rubrikfältet', cookie: 'Kakan', form: 'Formulärdatan' },
  },
} as const satisfies Pick<Catalogue, keyof typeof inputEn>;
