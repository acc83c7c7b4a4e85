/**
 * Every Swedish text of the product, by feature: en.ts's keys, as a Swedish product says them.
 * The company is addressed with "du", an applicant is a "kandidat", a measured test a "test"
 * (plural "test", "testen"), WPM "ord/min", accuracy "träffsäkerhet", a message a "mejl" and its
 * medium "e-post". Swedish typography: ” ” quotes, a spaced dash "–", a non-breaking space
 * (`\u00A0`) before % and units.
 * Placeholders are en.ts's, each text keeps the same ones (the catalogue test checks it).
 */
import { accountSv } from './account-sv.ts';
import { commonSv } from './common-sv.ts';
import type { Catalogue } from './en.ts';
import { inputSv } from './input-sv.ts';
import { mailSv } from './mail-sv.ts';
import { stageRefusalsSv } from './stage-refusals-sv.ts';
import { testTakingSv } from './test-taking-sv.ts';

/** Every text the product's pages show, in Swedish: en.ts's pagesEn. */
export const pagesSv = {
  /** The words every page uses, and the applicant's (files of their own: the applicant's page loads only those). */
  ...commonSv,
  ...testTakingSv,
  /** The applicant's screens, and the server's words when it refuses a test (a file of their own: the applicant's page does not load them). */
  applicant: { ...testTakingSv.applicant, ...stageRefusalsSv },
  /** What the shared schemas and the API say about input they refuse. */
  ...inputSv,

  deadLink: {
    replaced: 'En nyare länk till skrivtestet har skickats till dig via e-post. Öppna länken i det senaste e-postmeddelandet om testet.',
    expired: 'Sista dagen för skrivtestet har passerat. Om du fortfarande vill göra testet kan du be {companyName} om en ny länk.',
    locked: 'Länken har låsts efter för många försök som inte kunde registreras. Be {companyName} om en ny länk.',
  },

  landing: {
    heading: 'Testa kandidaternas skrivförmåga',
    intro: 'Bjud in kandidater via e-post, låt dem skriva av dina egna texter och få deras hastighet i ord per minut och deras träffsäkerhet.',
    register: 'Registrera dig',
    login: 'Logga in',
    knowMore: 'Jag vill veta mer',
    tryTypingTest: 'Prova skrivtestet',
    manageAccount: 'Hantera ditt konto',
    logOut: 'Logga ut',
    loggedOut: 'Du är utloggad',
    demoHeading: 'Se hur det går till',
    demoLabel: 'En demonstration: en mening skrivs, med markören och hastigheten hittills.',
    demoSpeed: 'Ord per minut',
    pauseDemo: 'Pausa demonstrationen',
    playDemo: 'Spela upp demonstrationen',
    callToRegister: 'Testa era nästa kandidater så här: registreringen tar två minuter och betaversionen är gratis.',
    registerCompany: 'Kom igång gratis',
    stepsHeading: 'Så fungerar det',
    stepTextsTitle: 'Välj texterna',
    stepTextsBody: 'Använd våra texter eller skriv upp till fyra egna, på det språk kandidaterna ska arbeta på.',
    stepInvitationsTitle: 'Bjud in kandidater',
    stepInvitationsBody: 'Varje kandidat får en personlig länk via e-post och gör testet i webbläsaren, på dator eller mobil.',
    stepResultsTitle: 'Läs resultaten',
    stepResultsBody: 'Ord per minut, träffsäkerhet, percentil och en rapport om genomförandet för varje kandidat, så snart de är klara.',
    sampleHeading: 'Ett resultat som du får det',
    sampleLabel: 'Exempel: påhittade siffror',
    sampleApplicant: 'Alex Exempelsson',
    sampleWpm: 'Ord per minut',
    sampleAccuracy: 'Träffsäkerhet',
    samplePercentile: 'Snabbare än ungefär {percentile}\u00A0% av alla som skriver på tangentbord.',
    sampleIntegrityHeading: 'Rapport om genomförandet',
    sampleIntegrityTyped: 'Skrivet för hand, inget inklistrat',
    sampleIntegrityRhythm: 'En människas tangentrytm, inte ett skripts',
    sampleIntegrityFocus: 'Stannade i testet hela tiden',
    trustHeading: 'Därför kan du lita på resultaten',
    trustKeystrokes: 'Varje tangenttryckning sparas med sin tidpunkt, så att du kan spela upp hur testet skrevs.',
    trustFlags: 'Inklistring, att lämna testet och skriptat skrivande upptäcks och rapporteras.',
    trustOnce: 'Varje länk fungerar en gång: för att göra om testet behövs en ny länk från dig.',
    trustStudy: 'Percentilen jämför med skribenter som mätts i en publicerad studie.',
    betaHeading: 'Beta: gratis, i befintligt skick',
    betaBody: 'Typetest är en betaversion: tjänsten tillhandahålls i befintligt skick och utan kostnad. Om avgifter införs får du veta det i förväg.',
    contactHeading: 'Frågor?',
    contactBody: 'Lämna ditt telefonnummer eller din e-postadress så hör vi av oss.',
  },

  contact: {
    title: 'Kontakta oss',
    heading: 'Låt oss kontakta dig',
    intro: 'Lämna ditt telefonnummer eller din e-postadress så hör vi av oss.',
    phoneNumber: 'Telefonnummer',
    email: 'E-post',
    details: 'Meddelande',
    callMe: 'Ring mig',
    emailMe: 'Mejla mig',
    thankYou: 'Tack!',
    confirmation: 'Vi hör av oss till {address} inom kort',
    back: 'Tillbaka',
    phoneMissing: 'Du behöver ange ett telefonnummer.',
    emailOrDetailsMissing: 'Du behöver ange en e-postadress och ett meddelande.',
    checkTheForm: 'Kontrollera formuläret och försök igen.',
  },

  companyLanguage: {
    label: 'Språk',
    hint: 'E-posten från Typetest till dig och dina kandidater, och kandidaternas testsida, är på det här språket.',
  },
  companyTexts: {
    typedAs:
      'Kandidaterna skriver varje text som ett enda stycke, så som ett tangentbord skriver den: radbrytningar blir mellanslag, typografiska citattecken blir raka, långa tankstreck blir bindestreck och en ellips blir tre punkter.',
    whichTexts:
      'Varje kandidat gör tre test med en text i varje, i den ordning dina texter står och från början igen efter den sista. Med fyra texter börjar kandidaterna på olika texter, så att alla fyra används.',
  },
  registration: {
    title: 'Registrera dig',
    /** The four steps of the wizard; ProgressDots reads them out after "Steg 2 av 4:". */
    steps: {
      details: 'uppgifter',
      textConfig: 'texter',
      register: 'konto',
      finished: 'klart',
    },
    details: {
      heading: 'Dina uppgifter',
      intro: 'Berätta vem du är. Uppgifterna används på dina fakturor.',
      name: 'Namn',
      companyName: 'Företagsnamn',
      vatNumber: 'Momsregistreringsnummer',
      invoiceAddress: 'Fakturaadress',
      postalCodeAndArea: 'Postnummer och ort',
      alreadyRegistered: 'Redan registrerad? Logga in',
    },
    texts: {
      heading: 'Dina texter',
      explanation: 'Skriv in texten som kandidaterna ska skriva av i skrivtestet',
      useDefaultTexts: 'Använd standardtexterna',
      usingDefaultTexts: 'Du använder just nu våra standardtexter.',
      defaultTextsShown: 'Dina kandidater kommer att skriva av de här texterna:',
      text: 'Text {n}',
      addText: '+ Lägg till en text',
      removeText: 'Ta bort text {n}',
    },
    account: {
      heading: 'Ditt konto',
      url: 'Webbadress',
      urlHint: 'Endast bokstäver och siffror.',
      urlPreview: 'Din sidas adress: {address}',
      urlReserved: '”{url}” är reserverat av Typetest, så fem slumpmässiga tecken läggs till.',
      email: 'E-post',
      password: 'Lösenord',
      passwordHint: 'Minst 6 tecken.',
      sameEmail: 'Logga in och ta emot resultat med samma e-postadress',
      resultsEmail: 'E-post för resultat',
      terms: 'Jag godkänner villkoren',
      readTerms: 'Läs villkoren',
      submit: 'Skapa konto',
    },
    terms: {
      title: 'Villkor',
      beta: 'Typetest är i betaversion. Under betaperioden tillhandahålls tjänsten i befintligt skick, utan kostnad och utan några garantier.',
      fees: 'Vi kan komma att ta ut avgifter längre fram. I så fall meddelar vi dig via e-post i god tid innan någon avgift börjar gälla, så att du kan bestämma om du vill fortsätta.',
      changes: 'Vi kan ändra villkoren när som helst. Det är villkoren som visas här som gäller.',
      close: 'Stäng',
      agree: 'Godkänn',
    },
    finished: {
      heading: 'Välkommen till Typetest',
      message: 'Ett mejl med mer information skickas till {email}.',
      manageAccount: 'Hantera ditt konto',
    },
    emailErrorTitle: 'Fel i e-postadressen',
    emailErrorMessage: 'E-postadressen har fel format. Försök igen.',
    passwordErrorTitle: 'Fel i lösenordet',
    passwordErrorMessage: 'Lösenordet måste vara minst 6 tecken långt.',
    /** The API's refusal of a password: `{title}` is passwordErrorTitle, `{reason}` one of the messages (see en.ts). */
    passwordRefused: '{title}: {reason}',
    passwordTooCommon: 'Lösenordet är för vanligt. Välj ett annat.',
    passwordTooWeak: 'Lösenordet är för lätt att gissa. Undvik upprepade tecken och tecken i följd (som ”aaaaaa” eller ”abcdef”) och namn, till exempel ditt företags.',
    emailExistsTitle: 'E-postadressen finns redan',
    emailExistsMessage: 'Det verkar som att du redan har ett konto, eftersom e-postadressen redan används. Logga in i stället för att registrera dig.',
    urlExistsTitle: 'Webbadressen finns redan',
    urlExistsMessage: 'Någon använder redan den webbadressen. Välj en annan.',
    loginEmailInUse: 'E-postadressen för inloggning används redan.',
    resultsEmailInUse: 'E-postadressen för resultat används redan.',
    resultsEmailTaken: 'E-postadressen för att ta emot resultat används redan.',
    urlInUse: 'Webbadressen används redan.',
    failedTitle: 'Registreringen misslyckades',
    registered: 'Registreringen är klar',
    understood: 'Uppfattat',
  },

  login: {
    title: 'Logga in',
    heading: 'Logga in på ditt konto',
    email: 'E-post',
    password: 'Lösenord',
    login: 'Logga in',
    forgotPassword: 'Glömt lösenordet?',
    register: 'Registrera dig',
    noAccount: 'Inget konto än? Registrera dig',
    wrongCredentials: 'Fel användarnamn eller lösenord',
    loggedIn: 'Du är inloggad',
    resetEmailSent: 'Vi har skickat ett mejl. Titta i din inkorg.',
    resetTitle: 'Återställ lösenord',
    newPassword: 'Nytt lösenord',
    changePassword: 'Byt lösenord',
    passwordChanged: 'Lösenordet har ändrats',
    passwordNotChanged: 'Lösenordet ändrades inte',
    invalidResetLink: 'Återställningslänken är ogiltig eller har gått ut.',
    verifyNeedsLogin: 'Du måste vara inloggad för att verifiera din e-postadress.',
    emailVerified: 'E-postadressen är verifierad!',
    alreadyVerified: 'Din e-postadress är redan verifierad',
    verifyFailed: 'Det gick inte att verifiera din e-postadress.',
    verifyLinkInvalid: 'Verifieringslänken är ogiltig eller har gått ut.',
    understood: 'Uppfattat',
    emailMissing: 'Ange din e-postadress.',
    passwordMissing: 'Ange ditt lösenord.',
    emailMissingForReset: 'Ange först din e-postadress här och tryck sedan på ”Glömt lösenordet?” igen.',
    resetIntro: 'Välj ett nytt lösenord för ditt konto.',
    newPasswordHint: 'Minst 6 tecken.',
    checkingResetLink: 'Kontrollerar återställningslänken…',
    resetLinkHelp: 'En återställningslänk fungerar en gång och slutar gälla efter en timme. Be om en ny med ”Glömt lösenordet?” på inloggningssidan.',
    backToLogin: 'Tillbaka till inloggningen',
    weakPasswordTitle: 'Svagt lösenord',
    weakPasswordMessage: 'Ditt nya lösenord är för svagt. Det måste innehålla minst 6 tecken.',
    verifying: 'Verifierar din e-postadress…',
  },

  /** The signed-in company's screens (account-sv.ts). */
  account: accountSv,

  /** Bjuda in kandidater från en inklistrad lista eller en CSV-fil, skickade högst 15 åt gången. */
  inviteList: {
    heading: 'Bjud in från en lista',
    pasteLabel: 'Klistra in en lista',
    pasteHint: 'En kandidat per rad: "Namn, e-post" eller "Namn <e-post>". Eller ladda upp en CSV-fil med en kolumn för namn och en för e-post.',
    fill: 'Lägg till i raderna',
    upload: 'Ladda upp en CSV-fil',
    filled_one: '{count} kandidat har lagts till i raderna. Kontrollera dem och skicka sedan.',
    filled_other: '{count} kandidater har lagts till i raderna. Kontrollera dem och skicka sedan.',
    empty: 'Det finns ingen kandidat i listan.',
    unreadable: 'Filen gick inte att läsa. Spara den som CSV (komma- eller semikolonseparerad) och försök igen.',
    inParts: '{total} kandidater: de skickas {size} åt gången.',
    progress: 'Skickat {sent} av {total}',
    stopped: 'Skickat {sent} av {total}. Resten finns kvar i raderna: tryck på skicka igen för att fortsätta.',
    rowsWrong_one: '{count} rad behöver ändras innan något skickas.',
    rowsWrong_other: '{count} rader behöver ändras innan något skickas.',
    submitKeyReused: 'Listan ändrades medan den skickades. Ladda om sidan och skicka resten igen.',
  },

  /** Företagets publika länk för platsannonser. */
  publicLink: {
    heading: 'Publik länk för en platsannons',
    intro:
      'Lägg länken i en platsannons. Den som öppnar den fyller i namn och e-post och får en egen inbjudan med e-post, som om du hade bjudit in dem. Var och en räknas bland dina inbjudningar.',
    off: 'Den publika länken är avstängd.',
    turnOn: 'Slå på den publika länken',
    turnOff: 'Stäng av',
    renew: 'Skapa en ny länk',
    renewConfirm: 'Den nuvarande länken slutar fungera, även i annonser som redan är publicerade. Skapa en ny länk?',
    linkLabel: 'Din publika länk',
    copy: 'Kopiera länken',
    copied: 'Länken har kopierats',
    turnedOn: 'Den publika länken är på',
    turnedOff: 'Den publika länken är avstängd',
    renewed: 'En ny publik länk har skapats; den gamla fungerar inte längre',
    needsVerifiedMessage: 'Den publika länken kan slås på när din inloggningsadress {email} är verifierad.',
    pageTitle: 'Ansök hos {company}',
    pageIntro: '{company} ber kandidater att göra ett skrivtest. Fyll i ditt namn och din e-post, så kommer din personliga länk till testet med e-post.',
    fullName: 'Fullständigt namn',
    email: 'E-post',
    send: 'Skicka länken till mig',
    sent: 'Titta i din inkorg: länken till testet är på väg till {email}. Det kan ta någon minut.',
    alreadyInvited: '{email} har redan en inbjudan från {company}. Leta efter det mejlet (även bland skräpposten). Om det har kommit bort kan du be {company} om en ny länk.',
    closed: 'Den här länken används inte längre. Be företaget om en ny.',
    busy: '{company} kan inte ta emot fler kandidater via den här länken just nu. Försök igen senare.',
  },

  /** A result's print view and its read-only links for colleagues (docs/decisions/0066-shared-result-links.md): the result page's panel, the page behind a link, and the API's answers. */
  companyLogo: {
    label: 'Logotyp',
    hint: 'Visas för kandidaterna på välkomstsidan och i inbjudan, som störst 240\u00A0×\u00A080 pixlar. En PNG-, JPEG- eller WebP-fil på högst 200\u00A0kB.',
    current: 'Din logotyp så som kandidaterna ser den',
    none: 'Ingen logotyp ännu.',
    upload: 'Ladda upp en logotyp',
    replace: 'Byt logotyp',
    remove: 'Ta bort logotypen',
    uploading: 'Laddar upp logotypen…',
    saved: 'Logotypen är sparad',
    removed: 'Logotypen är borttagen',
    tooLarge: 'Logotypen får vara högst 200\u00A0kB. Gör bilden mindre eller spara den med mer komprimering.',
    notAnImage: 'Logotypen måste vara en PNG-, JPEG- eller WebP-bild. Andra filer, även SVG, tas inte emot.',
    unreadable: 'Filen gick inte att läsa som en bild; den kan vara skadad. Spara den igen som PNG, JPEG eller WebP.',
    tooManyPixels: 'Bilden har för många pixlar (mer än 4096\u00A0×\u00A04096). Gör den mindre.',
    empty: 'Filen är tom. Välj en PNG-, JPEG- eller WebP-bild.',
  },

  resultLinks: {
    print: 'Skriv ut',
    heading: 'Dela med en kollega',
    intro: 'En länk som bara visar det här resultatet: den som har länken ser resultatet utan konto, tills länken går ut eller du återkallar den.',
    daysLabel: 'Länken gäller i',
    days_one: '{count} dag',
    days_other: '{count} dagar',
    share: 'Dela',
    shared: 'Länken är skapad: kopiera den nu, den visas bara en gång.',
    linkLabel: 'Länk att skicka',
    copy: 'Kopiera länken',
    copied: 'Länken är kopierad',
    send: 'Skicka länken…',
    listHeading: 'Länkar till det här resultatet',
    none: 'Inga länkar än.',
    open: 'Skapad {made}, gäller till {until}',
    expired: 'Skapad {made}, gick ut {until}',
    revoked: 'Skapad {made}, återkallad',
    revoke: 'Återkalla',
    revokeLabel: 'Återkalla länken som skapades {made}',
    revokedDone: 'Länken är återkallad: den öppnar inte längre resultatet',
    notFound: 'Det finns ingen sådan länk till resultatet.',
    pageTitle: 'Resultat av skrivtest',
    sharedBy: 'Delat av {company}. Endast läsning; länken gäller till {until}.',
    unknownLink: 'Länken öppnar inget resultat. Kontrollera att hela länken kom med, eller be den som skickade den om en ny.',
    expiredLink: 'Länken har gått ut. Be den som skickade den om en ny.',
    revokedLink: 'Länken har återkallats av den som delade den. Be om en ny om du fortfarande behöver den.',
  },

  authLink: {
    title: 'Kontolänk',
    verifyEmailHeading: 'Verifiera din e-postadress',
    recoverEmailHeading: 'Återställ din e-postadress',
    resetPasswordHeading: 'Återställ lösenord',
    checking: 'Kontrollerar länken…',
    verifying: 'Verifierar din e-postadress…',
    restoring: 'Återställer din e-postadress…',
    resetFor: 'Återställ lösenordet för {email}',
    newPassword: 'Nytt lösenord',
    setNewPassword: 'Spara nytt lösenord',
    passwordHint: 'Minst 6 tecken.',
    goToLogin: 'Gå till inloggningen',
    goToMainPage: 'Tillbaka till startsidan',
    tryAgain: 'Försök igen',
    verifiedTitle: 'Verifierad!',
    verifiedMessage: 'Din e-postadress {email} är nu verifierad.',
    toTheLoginPage: 'Till inloggningssidan',
    passwordResetTitle: 'Lösenordet är återställt.',
    passwordResetMessage: 'Du har bytt lösenord för {email}.',
    toLoginPage: 'Gå till inloggningen',
    emailResetTitle: 'E-postadressen är återställd!',
    emailResetMessage: 'Din e-postadress har återställts.',
    errorTitle: 'Fel',
    errorMessage: 'Ett okänt fel uppstod. Försök igen eller kontakta supporten.',
    invalidLink: 'Länken är ogiltig eller har gått ut.',
    emailTaken: 'E-postadressen används nu av ett annat konto och kan därför inte återställas.',
    weakPasswordTitle: 'Svagt lösenord',
    weakPasswordMessage: 'Ditt nya lösenord är för svagt. Det måste innehålla minst 6 tecken.',
    understood: 'Uppfattat',
  },

  /** What the server's judge of a test found, for the company: one plain sentence per flag and per refusal reason. */
  integrity: {
    flags: {
      evenIntervals:
        'Tiden mellan tangenttryckningarna var nästan lika jämn som en metronoms. När man skriver för hand varierar den oftast mer; något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte.',
      bursts:
        'Vissa tangenttryckningar kom i skurar, mycket snabbare än kandidatens egen takt, som när text klistras in, något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte.',
      symmetricIntervals:
        'Tiden mellan tangenttryckningarna var jämnt fördelad kring ett medelvärde, som ett programs slumptal. När man skriver för hand är den oftast kort, med en lång svans av långsammare tryckningar; något vi såg hos 1 av de 669 verkliga maskinskrivare vi mätte.',
      exceptionalSpeed:
        'Ett test skrevs snabbare än 200 ord/min, en takt som mycket få klarar att hålla, något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte. Se gärna kandidaten skriva innan du förlitar dig på resultatet.',
      fastKeyRepeat:
        'En nedhållen tangent upprepades snabbare än tangentbord gör, vilket händer när ett inspelat test spelas upp snabbare än det skrevs, något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte.',
      rhythmUnrelatedToText:
        'Tiden mellan tangenttryckningarna följde inte bokstäverna som skrevs. Människor är snabbare på vissa bokstavspar och långsammare på andra (en versal, samma finger två gånger, början av ett ord); här var tiden densamma vilka bokstäverna än var, något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte.',
      wordsInFlashes:
        'Bokstäverna inom orden kom mycket snabbare än fingrar brukar röra sig, med långa pauser mellan orden, något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte.',
      unnaturalHolds:
        'Tangenterna släpptes i samma stund som de trycktes ned, efter en och samma tid, eller inte alls där sidan registrerar när de släpps, något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte.',
      fasterThanIntroduction:
        'Ett test skrevs mycket snabbare än kandidaten skrev den omätta introduktionen, mer än människor blir snabbare mellan två test: ingen verklig maskinskrivare vi mätte blev ens hälften så mycket snabbare.',
      rhythmUnlikeIntroduction:
        'Ett test skrevs i en takt, och med tangenterna nedhållna olika länge, på ett sätt som inte liknar den omätta introduktion kandidaten skrev; en persons takt och hur länge hen håller tangenterna ändras lite mellan testen, och ingen av de 669 verkliga maskinskrivare vi mätte skilde sig så mycket.',
      noIntroduction:
        'Introduktionstestet skickades inte, så testen kunde inte jämföras med kandidatens eget skrivande; sidan skickar det och väntar på det före det första testet, så hos en ärlig kandidat saknas det bara efter flera misslyckade försök (något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte).',
    },
    refusals: {
      notCurrentStage: 'Sidan skickade ett annat test än det kandidaten var på (från en gammal sida eller en andra flik), så det räknades inte.',
      alreadyRecorded: 'Sidan skickade ett test som redan var sparat (från en gammal sida eller en andra flik), så det räknades inte igen.',
      incomplete: 'Texten skrevs inte till slutet.',
      wpmMismatch: 'Siffrorna som sidan skickade stämde inte med dess egna tangenttryckningar, som när de har ändrats för hand.',
      longerThanIssued: 'Tangenttryckningarna tog längre tid än det hade gått sedan testet startade, vilket är omöjligt i ett riktigt test.',
      inhumanSpeed: 'Tangenttryckningarna kom snabbare än någon veterligen skriver, som vid inklistrad text eller från ett program.',
      severalCharactersAtOnce:
        'Många tecken kom samtidigt, i samma ögonblick eller med några millisekunders mellanrum, som vid inklistring eller från ett program. Människor trycker på en tangent i taget.',
      keysAfterEnd: 'Tangenttryckningar skickades efter att texten var klar, vilket testsidan aldrig sparar.',
      copiedLog: 'Tangenttryckningarna hade samma tid mellan varje tangent som en annan kandidats test.',
      reusedLog: 'Tangenttryckningarna hade samma tid mellan varje tangent som ett av kandidatens tidigare test.',
      untrustedKeys: 'Några tangenter skickades av ett skript eller ett webbläsartillägg på testsidan, inte från ett tangentbord.',
    },
  },
} as const satisfies Omit<Catalogue, 'mail'>;

export const sv = { ...pagesSv, mail: mailSv } as const satisfies Catalogue;
