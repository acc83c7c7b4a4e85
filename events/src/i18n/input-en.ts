/**
 * The English words for input the product refuses, part of the catalogue (en.ts). The shared zod
 * schemas carry the keys of `input` as their messages, never words (events/src/i18n/issue-words.ts),
 * so the API answers them in the caller's language and the web's forms in the page's. A text that
 * starts lower-case follows its field ("email: is not a valid e-mail address"); one that starts
 * upper-case, or with its field, stands alone. `{minimum}`, `{maximum}` and `{options}` come
 * from the rule the input broke; in a plural text (`_one`/`_other`) that limit is `{count}`, which
 * chooses the form (issueWords passes it). `api` is what the API itself says about a request it cannot read.
 */
export const inputEn = {
  input: {
    nul: 'must not contain the NUL character (U+0000).',
    loneSurrogate: 'must be valid Unicode text (it holds an unpaired surrogate).',
    empty: 'must not be empty',
    emailInvalid: 'is not a valid e-mail address',
    textFolderCharacters: 'may hold only lowercase letters and digits',
    textFolderReserved: 'is reserved by the product, please choose another one',
    passwordTooShort_one: 'must be at least {count} character long',
    passwordTooShort_other: 'must be at least {count} characters long',
    passwordTooLong_one: 'must be at most {count} character long',
    passwordTooLong_other: 'must be at most {count} characters long',
    timeZone: 'is not a time zone (an IANA name such as Europe/Stockholm)',
    /** The pass mark's least accuracy. */
    accuracyPercentage: 'must be a percentage from 0 to 100, with at most one decimal (92.5), or null for no minimum',
    tooManyTexts_one: 'may hold at most {count} text',
    tooManyTexts_other: 'may hold at most {count} texts',
    textsMissing: 'texts: enter at least 1 text, or choose the default texts.',
    /** `{index}` counts from 0 (the field), `{n}` from 1 (the text as the screen numbers it). */
    textEmpty: 'texts.{index}: Text {n} is empty.',
    tooManyApplicants_one: 'may hold at most {count} applicant per send',
    tooManyApplicants_other: 'may hold at most {count} applicants per send',
    invitationOrResend: 'Send either ca (the applicants to invite) or currentApplicantCode (the applicant to invite again).',
    invitationLinkToken: 'is not a public link (16 to 64 letters, digits, - or _)',
    sharedResultToken: 'is not a shared link (43 letters, digits, - or _)',
    shareDays: 'must be 1, 7 or 30 (days)',
    /** `{options}`: the values allowed, as the API names them ("date, wpm, accuracy"). */
    oneOf: 'must be one of {options}',
    contactMethod: 'must be "email" or "phone".',
    pageSignalTimes: 'Times away from the page and paste attempts must fall within the test, before its last keystroke.',
    keystrokeKey: 'must be Backspace or one character (one Unicode code point).',
    keystrokeTimes: 'Keystroke times must never decrease.',
    keystrokeRelease: 'A key cannot be released (up) before it was pressed (at).',
    /** An invitation's deadline (sendinvitation) and the settings' reminders. */
    deadlineDay: 'must be a date (YYYY-MM-DD), or null for no deadline',
    defaultDeadlineDays: 'must be a whole number of days from 1 to 365, or null for no deadline',
    retentionMonths: 'must be a whole number of months from 1 to 120',
    trueOrFalse: 'must be true or false',
    /** A code or token from a link or a sign-in that this product could not have made (wrong characters). */
    notOurCode: 'is not a code this product made',
    notOurToken: 'is not a token this product made',
    onlyEmail: 'must be "email".',
    /** A free text past its limit (freeText's sayTooLong): a private note on a result. */
    tooLong_one: 'must be at most {count} character long',
    tooLong_other: 'must be at most {count} characters long',
  },

  api: {
    invalidJson: 'The request body is not valid JSON.',
    notJson: 'Send the request body as JSON (Content-Type: application/json).',
    badRequest: 'Bad request.',
    bodyTooLarge_one: 'The request body is larger than {count} byte.',
    bodyTooLarge_other: 'The request body is larger than {count} bytes.',
    noSuchCall: 'No such API call: {method} {path}',
    /** The first thing wrong with a request: `{target}` is one of `targets`, `{field}` the field's path (`company.loginEmail`). */
    invalid: 'The {target} is not valid.',
    invalidBecause: 'The {target} is not valid: {reason}',
    fieldInvalid: '{field}: {reason}',
    /** The parts of a request a call reads. */
    targets: { json: 'request body', query: 'query', param: 'param', header: 'header', cookie: 'cookie', form: 'form' },
  },
} as const;
