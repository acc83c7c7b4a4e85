/**
 * Every text the product's mails show, in English: subjects, headings, paragraphs, button labels,
 * field labels and the footer. `{name}` is filled in when the mail is rendered. One section per
 * mail kind of the mail catalogue, plus what every mail shares (`layout`, `common`).
 */
export const mailEn = {
  layout: {
    sentBy: 'Sent by Typetest, the typing test for job applicants.',
  },
  common: {
    greeting: 'Hello {name},',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    expiresIn7Days: 'The link expires in 7 days.',
    expiresIn1Hour: 'The link expires in 1 hour.',
    notGiven: 'not given',
    noneGiven: 'none given',
    requestedAt: '{dateTime} UTC',
  },
  contactRequest: {
    subject: 'Contact request: by {method} from {from}',
    heading: 'Contact request',
    intro: 'A visitor asked to be contacted by {method}.',
    methods: {
      email: 'e-mail',
      phone: 'phone',
    },
    fields: {
      contactBy: 'Contact by',
      email: 'E-mail',
      phoneNumber: 'Phone number',
      requestedAt: 'Requested at',
      details: 'Details',
    },
  },
  companyWelcome: {
    subject: 'Welcome to Typetest, {companyName}',
    preview: 'Verify your e-mail address to finish setting up {companyName} on Typetest.',
    heading: 'Welcome to Typetest',
    registered: '{companyName} is now registered. Applicants take your typing test on your company page:',
    nextStepsHeading: 'Next steps',
    manageTexts: 'Manage your texts: choose up to 4 texts for applicants to copy, or use our default texts.',
    inviteApplicants: 'Invite applicants: each one gets an e-mail with a personal link to the test, and you receive their results by e-mail.',
    logIn: 'Log in with {loginEmail} to get started:',
    verifyIntro: 'Please confirm that {loginEmail} is your e-mail address:',
    button: 'Verify your e-mail address',
    ignore: 'If you did not register with Typetest, you can ignore this e-mail.',
  },
  emailVerification: {
    subject: 'Verify your e-mail address for Typetest',
    preview: 'Confirm that {email} is the login e-mail of {companyName}.',
    heading: 'Verify your e-mail address',
    intro: 'Please confirm that {email} is the login e-mail of {companyName} on Typetest.',
    button: 'Verify your e-mail address',
    logInNote: 'The link opens the login page: log in there and your e-mail address is verified.',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  passwordReset: {
    subject: 'Reset your Typetest password',
    preview: 'Choose a new password for {email}.',
    heading: 'Reset your password',
    intro: 'We received a request to reset the password of {companyName} on Typetest, for the login e-mail {email}.',
    button: 'Reset your password',
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail. Your password stays unchanged until you choose a new one with this link.',
  },
  loginEmailChanged: {
    subject: 'The login e-mail of {companyName} was changed',
    preview: 'The login e-mail of {companyName} is now {loginEmail}.',
    heading: 'Your login e-mail was changed',
    intro: 'The login e-mail of {companyName} on Typetest was changed from {previousEmail} to {loginEmail}.',
    ifYou: 'If you made this change, there is nothing more to do.',
    ifNotYou: 'If you did not make this change, restore your e-mail address:',
    button: 'Restore my e-mail address',
    afterRestoring: 'After restoring it, choose a new password with "Forgot password?" on the login page.',
  },
  supportRequest: {
    subject: 'Support request from {companyName}: {title}',
    heading: 'Support request',
    intro: '{companyName} sent a message to support. Reply to this e-mail to answer the company.',
    fields: {
      companyName: 'Company',
      contactName: 'Contact name',
      loginEmail: 'Login e-mail',
      companyId: 'Company id',
      requestedAt: 'Requested at',
      title: 'Title',
      details: 'Details',
    },
  },
} as const;

export type MailMessages = typeof mailEn;
