import type { Catalogue } from './en.ts';

/**
 * Every text the product's mails show, in Swedish (mail-en.ts's keys): subjects, headings,
 * paragraphs, button labels, field labels and the footer. A message is a "mejl", its medium
 * "e-post". Subjects and previews use a plain space before %, so that an inbox search typed with
 * the space bar finds them.
 */
export const mailSv = {
  layout: {
    sentBy: 'Skickat av Typetest, skrivtestet för arbetssökande.',
  },
  common: {
    greeting: 'Hej {name}!',
    linkFallback: 'Om knappen inte fungerar kan du kopiera den här länken till din webbläsare:',
    expiresIn7Days: 'Länken gäller i sju dagar.',
    expiresIn1Hour: 'Länken gäller i en timme.',
    notGiven: 'inte angivet',
    noneGiven: 'inget angivet',
    dateTimeUtc: '{dateTime} UTC',
    productName: 'Typetest',
    senderFor: '{companyName} via {sender}',
    company: 'Företag',
  },
  contactRequest: {
    subject: 'Kontaktförfrågan: via {method} från {from}',
    heading: 'Kontaktförfrågan',
    intro: 'En besökare vill bli kontaktad via {method}.',
    methods: {
      email: 'e-post',
      phone: 'telefon',
    },
    fields: {
      contactBy: 'Kontakt via',
      email: 'E-post',
      phoneNumber: 'Telefonnummer',
      requestedAt: 'Skickad',
      details: 'Meddelande',
    },
  },
  companyWelcome: {
    subject: 'Välkommen till Typetest, {companyName}',
    preview: 'Verifiera din e-postadress för att slutföra registreringen av {companyName} på Typetest.',
    heading: 'Välkommen till Typetest',
    registered:
      '{companyName} är nu registrerat. Kandidaterna gör ditt skrivtest via varsin personlig länk: bjud in dem från ditt konto, så får var och en ett mejl med sin egen länk.',
    nextStepsHeading: 'Nästa steg',
    manageTexts: 'Hantera dina texter: välj upp till fyra texter som kandidaterna ska skriva av, eller använd våra standardtexter.',
    inviteApplicants: 'Bjud in kandidater: var och en får ett mejl med en personlig länk till testet, och du får deras resultat via e-post.',
    logIn: 'Logga in med {loginEmail} för att komma igång:',
    verifyIntro: 'Bekräfta att {loginEmail} är din e-postadress:',
    button: 'Verifiera din e-postadress',
    ignore: 'Om du inte har registrerat dig hos Typetest kan du bortse från det här meddelandet.',
  },
  emailVerification: {
    subject: 'Verifiera din e-postadress för Typetest',
    preview: 'Bekräfta att {email} är inloggningsadressen för {companyName}.',
    heading: 'Verifiera din e-postadress',
    intro: 'Bekräfta att {email} är inloggningsadressen för {companyName} på Typetest.',
    button: 'Verifiera din e-postadress',
    logInNote: 'Länken öppnar inloggningssidan. Logga in där, så blir din e-postadress verifierad.',
    ignore: 'Om du inte har bett om det här kan du bortse från meddelandet.',
  },
  passwordReset: {
    subject: 'Återställ ditt lösenord för Typetest',
    preview: 'Välj ett nytt lösenord för {email}.',
    heading: 'Återställ ditt lösenord',
    intro: 'Vi har fått en begäran om att återställa lösenordet för {companyName} på Typetest, med inloggningsadressen {email}.',
    button: 'Återställ ditt lösenord',
    ignore: 'Om du inte har bett om att återställa ditt lösenord kan du bortse från det här meddelandet. Lösenordet ändras inte förrän du väljer ett nytt via länken.',
  },
  loginEmailChanged: {
    subject: 'Inloggningsadressen för {companyName} har ändrats',
    preview: 'Inloggningsadressen för {companyName} är nu {loginEmail}.',
    heading: 'Din inloggningsadress har ändrats',
    intro: 'Inloggningsadressen för {companyName} på Typetest har ändrats från {previousEmail} till {loginEmail}.',
    ifYou: 'Om det var du som gjorde ändringen behöver du inte göra något mer.',
    ifNotYou: 'Om det inte var du som gjorde ändringen kan du återställa din e-postadress:',
    button: 'Återställ min e-postadress',
    afterRestoring: 'När du har återställt den väljer du ett nytt lösenord med ”Glömt lösenordet?” på inloggningssidan.',
  },
  resultsEmailChanged: {
    subject: 'Resultatadressen för {companyName} har ändrats',
    preview: 'Kandidaternas resultat för {companyName} skickas nu till {resultsEmail}.',
    heading: 'Din resultatadress har ändrats',
    intro: 'Kandidaternas resultat för {companyName} på Typetest skickas nu till {resultsEmail} i stället för {previousEmail}.',
    ifYou: 'Om det var du som gjorde ändringen behöver du inte göra något mer.',
    ifNotYou:
      'Om det inte var du som gjorde ändringen kan någon annan använda ditt konto. Logga in, ändra tillbaka resultatadressen under Kontoinställningar och välj ett nytt lösenord med ”Glömt lösenordet?” på inloggningssidan.',
    button: 'Logga in på Typetest',
  },
  resultsEmailChangedFormer: {
    heading: 'Resultaten skickas inte längre till den här adressen',
    intro: 'Kandidaternas resultat för {companyName} på Typetest skickas nu till {resultsEmail}. Den här adressen, {previousEmail}, får dem inte längre.',
    ifNotYou: 'Om du inte väntade dig det här kan du höra av dig till den som sköter Typetest-kontot för {companyName}.',
  },
  accountClosingRequested: {
    subject: 'Kontot för {companyName} på Typetest avslutas',
    preview: 'Kontot för {companyName} avslutas den {date}. Fram till dess kan du ångra dig.',
    heading: 'Ditt konto avslutas',
    intro: 'Du har bett om att avsluta Typetest-kontot för {companyName}. Det avslutas den {date} ({timeZone}).',
    erased:
      'Då raderas företagets kontaktuppgifter och alla kandidaters personuppgifter (namn, e-postadresser och tangentloggar) för gott, och du kan inte logga in igen. Det går inte att ångra.',
    cancel: 'Fram till dess kan du behålla kontot: logga in och tryck på ”Ångra avslutet” under Kontoinställningar.',
    button: 'Logga in på Typetest',
    ifNotYou:
      'Om det inte var du som bad om att avsluta kontot kan någon annan använda det. Logga in, tryck på ”Ångra avslutet” och välj sedan ett nytt lösenord med ”Glömt lösenordet?” på inloggningssidan.',
  },
  accountClosingCancelled: {
    subject: 'Kontot för {companyName} på Typetest fortsätter att vara öppet',
    preview: 'Avslutet av kontot för {companyName} är ångrat.',
    heading: 'Ditt konto fortsätter att vara öppet',
    intro: 'Avslutet av Typetest-kontot för {companyName} är ångrat. Kontot fortsätter att vara öppet, och ingenting raderas.',
    ifNotYou: 'Om det inte var du som ångrade avslutet kan någon annan använda ditt konto. Välj ett nytt lösenord med ”Glömt lösenordet?” på inloggningssidan.',
  },
  supportRequest: {
    subject: 'Supportärende från {companyName}: {title}',
    heading: 'Supportärende',
    intro: '{companyName} har skickat ett meddelande till supporten. Svara på det här meddelandet för att svara företaget.',
    fields: {
      companyName: 'Företag',
      contactName: 'Kontaktperson',
      loginEmail: 'Inloggningsadress',
      companyId: 'Företags-id',
      requestedAt: 'Skickat',
      title: 'Ämne',
      details: 'Meddelande',
    },
  },
  /** The subject starts with the product's words, never the company's name (see mail-en.ts). */
  applicantInvitation: {
    subject: 'Inbjudan till ett skrivtest från {companyName}',
    preview: 'Din personliga länk till skrivtestet från {companyName}.',
    heading: 'Ditt skrivtest',
    intro: 'Du är inbjuden att göra ett skrivtest. Det här företaget har skickat inbjudan via Typetest:',
    howItWorks: 'Först gör du ett kort introduktionstest som inte räknas, så att du ser hur det går till. Sedan följer tre test som räknas, där du skriver av en text i varje.',
    results: 'Ditt resultat – hur många ord per minut du skriver och din träffsäkerhet – skickas till företaget.',
    rules: {
      time: 'Testet tar ungefär 5 minuter, och du behöver ett tangentbord.',
      reload: 'Om du laddar om sidan under ett test börjar det testet om från början, och företaget får veta att det startades om.',
      keyByKey:
        'Skriv varje text själv, tangent för tangent: inklistrad text, diktering och skript godtas inte. Efter {max} avvisade försök på ett test slutar länken att fungera.',
    },
    button: 'Starta skrivtestet',
    linkIntro: 'Det här är din personliga länk:',
    validity: 'Länken fungerar tills du har gjort klart alla tre testen.',
    validityUntil: 'Länken fungerar till och med {date} ({timeZone}).',
    ignore: 'Om du inte väntade dig den här inbjudan kan du bortse från meddelandet.',
    note: 'Ett meddelande från företaget',
    contact: 'Har du frågor om testet? Svara på det här meddelandet eller skriv till {email}. Det går till företaget, inte till Typetest.',
  },
  invitationResent: {
    subject: 'Din nya länk till skrivtestet från {companyName}',
    preview: 'En ny personlig länk till skrivtestet från {companyName}.',
    heading: 'Din nya länk till skrivtestet',
    intro: 'Du har fått en ny länk till ett skrivtest. Det här företaget har skickat den via Typetest:',
    earlierLinks: 'Det här är en ny länk. Länkar som du har fått tidigare fungerar inte längre.',
  },
  applicantReminder: {
    subject: 'Påminnelse: ditt skrivtest för {companyName}',
    preview: 'En påminnelse och en ny personlig länk till skrivtestet från {companyName}.',
    heading: 'En påminnelse om ditt skrivtest',
    intro: 'Du har inte gjort klart ditt skrivtest ännu. Det här företaget har bjudit in dig via Typetest:',
    newLink: 'Den här påminnelsen har en ny länk. När du har öppnat den slutar länkar som du har fått tidigare att fungera.',
  },
  applicantLocked: {
    subject: 'Testlänken för {fullName} är låst efter avvisade försök',
    preview: '{fullName} kan inte längre öppna ert skrivtest: för många försök på test {stage} avvisades.',
    heading: 'En testlänk är låst',
    intro: 'För många försök av {fullName} ({email}) på test {stage} i ert skrivtest avvisades, så länken slutade fungera {when}.',
    refusalsIntro: 'De avvisade försöken:',
    refusal: 'Test {stage}, {when}: {reason}',
    next: 'Inget mer händer om du inte gör något. Om {fullName} ska få försöka igen skickar du inbjudan igen under Bjud in kandidater. Den nya länken fortsätter från testet kandidaten var på.',
    button: 'Logga in på Typetest',
  },
  applicantResults: {
    subject: '{fullName}: {wpm} ord/min, {accuracy} % träffsäkerhet',
    subjectWithVerdict: '{fullName}: {wpm} ord/min, {accuracy} % träffsäkerhet, {verdict}',
    subjectVerdicts: {
      passed: 'godkänd',
      notPassed: 'inte godkänd',
      needsReview: 'behöver granskas',
    },
    preview: '{fullName} skrev {wpm} ord/min med {accuracy} % träffsäkerhet.',
    heading: '{wpm} ord/min, {accuracy}\u00A0% träffsäkerhet',
    verdicts: {
      passed: 'Godkänd',
      notPassed: 'Inte godkänd',
    },
    needsReview: 'Behöver granskas: se nedan hur testen gjordes.',
    needsReviewBeside: 'Behöver granskas: se nedan hur testen gjordes. Enligt godkäntgränsen: {verdict}.',
    passMark: {
      both: 'minst {minimumWpm} ord/min och {minimumAccuracy}\u00A0% träffsäkerhet',
      wpm: 'minst {minimumWpm} ord/min',
      accuracy: 'minst {minimumAccuracy}\u00A0% träffsäkerhet',
    },
    missed: {
      wpm: 'Inte godkänd: hastigheten, {wpm} ord/min, är under {minimumWpm} ord/min',
      accuracy: 'Inte godkänd: träffsäkerheten, {accuracy}\u00A0%, är under {minimumAccuracy}\u00A0%',
      both: 'Inte godkänd: både hastigheten, {wpm} ord/min, och träffsäkerheten, {accuracy}\u00A0%, är under godkäntgränsen',
    },
    intro: '{fullName} har gjort klart alla tre testen i ditt skrivtest.',
    fields: {
      fullName: 'Kandidat',
      email: 'E-post',
      result: 'Resultat',
      finishedAt: 'Klar',
      passMark: 'Din godkäntgräns',
      verdict: 'Bedömning',
    },
    dateTimeIn: '{dateTime} ({timeZone})',
    result: '{wpm} ord/min, {accuracy}\u00A0% träffsäkerhet (medelvärdet av de tre testen)',
    stagesHeading: 'Test för test',
    columns: {
      stage: 'Test',
      wpm: 'Ord/min',
      accuracy: 'Träffsäkerhet',
    },
    stage: 'Test {stage}/3',
    accuracy: '{accuracy}\u00A0%',
    comparisonHeading: 'Så snabbt är det',
    typistPercentile: '{fullName} skriver snabbare än ungefär {percentile}\u00A0% av alla som skriver på tangentbord.',
    typistTop: '{fullName} är bland de {top}\u00A0% snabbaste av alla som skriver på tangentbord – snabbare än nästan alla.',
    typistBottom: '{fullName} är bland de 1\u00A0% långsammaste av alla som skriver på tangentbord.',
    typistSource:
      'Alla som skriver på tangentbord: {source}, 136 miljoner tangenttryckningar från 168\u00A0000 personer, med ett medelvärde på {meanWpm} ord/min och en standardavvikelse på {sdWpm} ord/min.',
    companyStanding: 'Bland dina egna kandidater hittills skrev {fullName} snabbare än {fasterThan} av de {outOf} som blev klara före.',
    companyFirst: '{fullName} är den första av dina kandidater som har gjort klart testet, så det finns ingen annan att jämföra med än.',
    companyTooFew: 'Bara ett fåtal av dina kandidater hade gjort klart testet före {fullName}, för få för att jämföra med än.',
    flagsHeading: 'Värt att titta närmare på',
    flags: {
      evenIntervals: 'I minst ett test kom tangenttryckningarna med ovanligt jämna mellanrum (något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte).',
      bursts:
        'I minst ett test kom vissa tangenttryckningar i skurar, mycket snabbare än kandidatens egen takt (något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte).',
      symmetricIntervals:
        'I minst ett test var tiden mellan tangenttryckningarna jämnt fördelad kring ett medelvärde, som ett programs slumptal. När man skriver för hand är den oftast kort, med en lång svans av långsammare tryckningar (något vi såg hos 1 av de 669 verkliga maskinskrivare vi mätte).',
      exceptionalSpeed: 'I minst ett test var takten över 200 ord/min, vilket mycket få klarar att hålla (något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte).',
      fastKeyRepeat:
        'I minst ett test upprepades en nedhållen tangent snabbare än tangentbord gör, som när ett inspelat test spelas upp snabbare (något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte).',
      rhythmUnrelatedToText:
        'I minst ett test följde tiden mellan tangenttryckningarna inte bokstäverna som skrevs (något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte).',
      wordsInFlashes:
        'I minst ett test kom bokstäverna inom orden mycket snabbare än pauserna mellan orden (något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte).',
      unnaturalHolds:
        'I minst ett test släpptes tangenterna i samma stund som de trycktes ned, efter en och samma tid, eller inte alls (något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte).',
      fasterThanIntroduction: 'Minst ett test skrevs mycket snabbare än kandidaten skrev introduktionen.',
      rhythmUnlikeIntroduction: 'Minst ett test skrevs i en takt, och med tangenterna nedhållna olika länge, som inte liknar introduktionen kandidaten skrev.',
      noIntroduction:
        'Introduktionstestet skickades inte, så testen kunde inte jämföras med kandidatens eget skrivande (något vi inte såg hos någon av de 669 verkliga maskinskrivare vi mätte).',
    },
    flagsNote:
      'En människa kan skriva så här, men det kan också ett program. Du kanske vill se kandidaten skriva innan du bestämmer dig. Resultatet står som ”Behöver granskas” tills du godtar eller underkänner det på resultatsidan.',
    refusalsIntro: 'Avvisade försök, som inte räknades (kandidaten gjorde om testet):',
    refusal: 'Test {stage}, {when}: {reason}',
    restarts: 'Test som startades om från början (sidan laddades om mitt i testet): {count}.',
    locks: 'Antal gånger som länken slutade fungera efter för många avvisade försök, tills du skickade den igen: {count}.',
    viewResult: 'Visa resultatet',
    viewResultNote: 'På resultatsidan ser du texten i varje test med felen markerade, hastigheten över tid och en uppspelning av hur testet skrevs.',
    history: 'Alla dina kandidaters resultat finns under Resultat och historik när du loggar in:',
  },
} as const satisfies Catalogue['mail'];
