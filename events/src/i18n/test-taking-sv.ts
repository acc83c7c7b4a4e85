import type { Catalogue } from './en.ts';
import type { testTakingEn } from './test-taking-en.ts';

/**
 * The Swedish words of taking a typing test (test-taking-en.ts's keys, in Swedish): the typing
 * area (the demo's too) and the applicant's screens. Part of the Swedish catalogue (sv.ts); a file
 * of its own so the applicant's page loads only these and the common ones (common-sv.ts).
 * Applicants are addressed with "du"; the employer is "företaget" or "arbetsgivaren".
 */
export const testTakingSv = {
  typing: {
    demoTitle: 'Prova skrivtestet',
    hint: 'Klicka på texten och börja skriva. Tiden startar när du trycker på den första tangenten.',
    hintTap: 'Tryck på texten och börja skriva. Tiden startar när du trycker på den första tangenten.',
    typingArea: 'Skrivfält',
    notStarted: 'Testet har inte startat',
    complete: 'Testet är klart',
    seconds: '{seconds}\u00A0s',
    secondsAndWpm: '{seconds}\u00A0s · {wpm} ord/min',
    wpm: '{wpm} ord/min',
    accuracy: '{accuracy}\u00A0% träffsäkerhet',
    startOver: 'Börja om',
    tryAgain: 'Försök igen',
    keyByKey: 'Skriv texten tangent för tangent. Inklistrad eller dikterad text godtas inte.',
  },

  applicant: {
    title: 'Skrivtest',
    loading: 'Läser in ditt skrivtest…',
    tryAgain: 'Försök igen',
    invalidTitle: 'Ogiltig länk',
    invalidUrl: 'Adressen du har angett är ogiltig.',
    linksExpire: 'Länkarna slutar gälla när de har använts. Om du ska göra om testet kan du be arbetsgivaren som bjöd in dig om en ny länk.',
    welcomeTitle: 'Välkommen',
    welcomeFrom: '{companyName} har bjudit in dig till ett skrivtest.',
    welcomeParts: 'Testet består av tre delar. Ditt resultat – hur många ord per minut du skriver och din träffsäkerhet – skickas till arbetsgivaren.',
    welcomeIntroduction: 'Först kommer ett kort introduktionstest som inte räknas. Det startar när du skriver den första bokstaven.',
    continueToIntroduction: 'Fortsätt till introduktionstestet',
    welcomeBackTitle: 'Välkommen tillbaka',
    welcomeBack: 'Du har redan gjort test {n}/3. Fortsätt med test {next}/3.',
    continue: 'Fortsätt',
    introductionTitle: 'Introduktionstest',
    introductionNote: 'Det här testet räknas inte. Det visar hur skrivtestet fungerar.',
    introductionCompleteTitle: 'Introduktionen är klar',
    introductionComplete: 'Nu är det dags för test 1/3.',
    almostThere: 'Snart klart',
    betweenTests: 'Du är klar med test {n}/3. Nu är det dags för test {next}/3.',
    testTitle: 'Test {n}/3',
    completeTitle: 'Klart',
    complete: 'Du har gjort alla tre testen. Ditt resultat har skickats till {companyName}. Du kan stänga den här sidan.',
    sending: 'Skickar test {n}/3…',
    sendFailed: 'Test {n}/3 kunde inte skickas. Det du har skrivit finns kvar, så du behöver inte skriva texten igen.',
    sendAgain: 'Skicka igen',
    nextFailed: 'Test {n}/3 är sparat. Nästa steg kunde inte läsas in.',
    retake: 'Gör test {n}/3 igen',
    resume: 'Fortsätt där du slutade',
    checkFailed: 'Ditt skrivtest kunde inte läsas in.',
    lockedAfterRefusals: 'Det var det sista försöket som länken tillåter. Be företaget som bjöd in dig om en ny länk.',
    refused: {
      notCurrentStage: 'Det här är inte testet du är på nu. Ladda om sidan för att fortsätta där du slutade.',
      alreadyRecorded: 'Test {n}/3 är redan sparat. Ladda om sidan för att fortsätta där du slutade.',
      incomplete: 'Test {n}/3 sparades inte eftersom texten inte skrevs till slutet. Gör test {n}/3 igen.',
      wpmMismatch: 'Test {n}/3 kunde inte kontrolleras och sparades därför inte. Gör test {n}/3 igen.',
      longerThanIssued: 'Test {n}/3 tog längre tid än det har gått sedan testet startade och sparades därför inte. Gör test {n}/3 igen.',
      inhumanSpeed:
        'Test {n}/3 sparades inte: det skrevs snabbare än en människa kan skriva, som när text klistras in, dikteras eller skrivs av ett program. Gör test {n}/3 igen och skriv texten själv, tangent för tangent.',
      severalCharactersAtOnce:
        'Test {n}/3 sparades inte: flera tecken kom samtidigt, som när text klistras in, dikteras eller skrivs av ett program. Gör test {n}/3 igen och skriv texten själv, tangent för tangent.',
      keysAfterEnd:
        'Test {n}/3 sparades inte: det innehöll tangenttryckningar efter att texten var klar, och sådana sparar sidan inte. Gör test {n}/3 igen och skriv texten själv, tangent för tangent.',
      copiedLog:
        'Test {n}/3 sparades inte: tangenttryckningarna är en kopia av ett annat test som redan har gjorts. Gör test {n}/3 igen och skriv texten själv, tangent för tangent.',
      reusedLog: 'Test {n}/3 sparades inte: tangenttryckningarna är desamma som i ett av dina tidigare test. Gör test {n}/3 igen och skriv texten själv, tangent för tangent.',
    },
  },
} as const satisfies Pick<Catalogue, keyof typeof testTakingEn>;
