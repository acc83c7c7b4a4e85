import type { Catalogue } from './en.ts';
import type { stageRefusalsEn } from './stage-refusals-en.ts';

/** What the API tells an applicant when it refuses a measured test, in Swedish (stage-refusals-en.ts's keys). */
export const stageRefusalsSv = {
  lockedAfterRefusals: 'Det var det sista försöket som länken tillåter. Be företaget som bjöd in dig om en ny länk.',
  introductionAfterTests: 'Introduktionen kommer före det första testet, och ditt första test är redan sparat, så den sparades inte.',
  introductionIncomplete: 'Introduktionen skrevs inte till slutet, så den sparades inte. Den mäts inte: fortsätt med testen.',
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
    untrustedKeys:
      'Test {n}/3 sparades inte: några av tangenterna skickades av ett skript eller ett webbläsartillägg, inte från ett tangentbord. Stäng av sådana verktyg och gör test {n}/3 igen, och skriv texten själv, tangent för tangent.',
  },
} as const satisfies Pick<Catalogue['applicant'], keyof typeof stageRefusalsEn>;
