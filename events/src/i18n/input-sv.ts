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
    passwordTooShort_one: 'måste vara minst {count} tecken långt',
    passwordTooShort_other: 'måste vara minst {count} tecken långt',
    passwordTooLong_one: 'får vara högst {count} tecken långt',
    passwordTooLong_other: 'får vara högst {count} tecken långt',
    timeZone: 'är inte en tidszon (ett IANA-namn som Europe/Stockholm)',
    accuracyPercentage: 'måste vara en procentsats från 0 till 100 med högst en decimal (92.5), eller null för ingen lägstanivå',
    tooManyTexts_one: 'får innehålla högst {count} text',
    tooManyTexts_other: 'får innehålla högst {count} texter',
    textsMissing: 'texts: ange minst en text eller välj standardtexterna.',
    /** `{index}` counts from 0 (the field), `{n}` from 1 (the text as the screen numbers it). */
    textEmpty: 'texts.{index}: Text {n} är tom.',
    tooManyApplicants_one: 'får innehålla högst {count} kandidat per utskick',
    tooManyApplicants_other: 'får innehålla högst {count} kandidater per utskick',
    invitationOrResend: 'Skicka antingen ca (kandidaterna som ska bjudas in) eller currentApplicantCode (kandidaten som ska bjudas in igen).',
    invitationLinkToken: 'är ingen publik länk (16 till 64 bokstäver, siffror, - eller _)',
    sharedResultToken: 'är ingen delad länk (43 bokstäver, siffror, - eller _)',
    shareDays: 'måste vara 1, 7 eller 30 (dagar)',
    oneOf: 'måste vara något av följande: {options}',
    contactMethod: 'måste vara ”email” eller ”phone”.',
    pageSignalTimes: 'Tider borta från sidan och försök att klistra in måste ligga inom testet, före dess sista tangenttryckning.',
    keystrokeKey: 'måste vara Backspace eller ett enda tecken (en Unicode-kodpunkt).',
    keystrokeTimes: 'Tangenttryckningarnas tider får aldrig minska.',
    keystrokeRelease: 'En tangent kan inte släppas (up) innan den trycktes ned (at).',
    deadlineDay: 'måste vara ett datum (ÅÅÅÅ-MM-DD), eller null för ingen sista dag',
    defaultDeadlineDays: 'måste vara ett heltal dagar från 1 till 365, eller null för ingen sista dag',
    retentionMonths: 'måste vara ett heltal månader från 1 till 120',
    trueOrFalse: 'måste vara true eller false',
    notOurCode: 'är inte en kod som Typetest har skapat',
    notOurToken: 'är inte en token som Typetest har skapat',
    onlyEmail: 'måste vara ”email”.',
    tooLong_one: 'får vara högst {count} tecken lång',
    tooLong_other: 'får vara högst {count} tecken lång',
  },

  api: {
    invalidJson: 'Anropets innehåll är inte giltig JSON.',
    notJson: 'Skicka anropets innehåll som JSON (Content-Type: application/json).',
    badRequest: 'Felaktigt anrop.',
    bodyTooLarge_one: 'Anropets innehåll är större än {count} byte.',
    bodyTooLarge_other: 'Anropets innehåll är större än {count} byte.',
    noSuchCall: 'Det finns inget sådant API-anrop: {method} {path}',
    invalid: '{target} godtas inte.',
    invalidBecause: '{target} godtas inte: {reason}',
    fieldInvalid: '{field}: {reason}',
    /** The parts of a request a call reads, as the subject of "… godtas inte" (hence capitalised). */
    targets: { json: 'Anropets innehåll', query: 'Frågesträngen', param: 'Sökvägsparametern', header: 'Rubrikfältet', cookie: 'Kakan', form: 'Formulärdatan' },
  },
} as const satisfies Pick<Catalogue, keyof typeof inputEn>;
