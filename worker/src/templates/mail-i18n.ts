import { createContext, useContext } from 'react';
import { createTranslator, type en, type Language } from '@typetest/events/i18n';

/** The mail section of the catalogue, as English has it: every language has its keys and placeholders. */
type MailMessages = (typeof en)['mail'];

/** Every key of the catalogue that holds a text: `companyWelcome.subject`, `common.greeting`, ... */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MailTextKey = TextKeys<MailMessages>;

type TextAt<T, Key extends string> = Key extends `${infer Head}.${infer Rest}` ? (Head extends keyof T ? TextAt<T[Head], Rest> : never) : Key extends keyof T ? T[Key] : never;

/** The `{name}` placeholders of one text, so a missing value is a type error, not a blank in a mail. */
type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type ValuesFor<Key extends MailTextKey> = [Placeholders<TextAt<MailMessages, Key>>] extends [never] ? [] : [values: Record<Placeholders<TextAt<MailMessages, Key>>, string>];

/** The mail texts of one language: `text('supportRequest.subject', { companyName, title })`, key and values type-checked. */
export type MailText = <Key extends MailTextKey>(key: Key, ...values: ValuesFor<Key>) => string;

const mailWordsByLanguage = new Map<Language, MailText>();

/**
 * The mail texts in the recipient's language, from the one catalogue (its `mail` section). Each
 * mail asks for its own: a mail's words are chosen per recipient, never at import.
 */
export function mailWords(language: Language): MailText {
  const made = mailWordsByLanguage.get(language);
  if (made) return made;
  // The types above already checked key and values against the mail section; i18next's own key
  // typing does not know that `mail.` plus a mail key is a key of the catalogue.
  const translate = createTranslator(language) as unknown as (key: string, values: Record<string, string>) => string;
  // A text without placeholders always reads the same (the catalogue is fixed at import): looked
  // up once, not through i18next in every mail. Headings, labels and columns are most of a mail's texts.
  const fixed = new Map<string, string>();
  const text: MailText = (key, ...[values]) => {
    if (values !== undefined) return translate(`mail.${key}`, values);
    let said = fixed.get(key);
    if (said === undefined) {
      said = translate(`mail.${key}`, {});
      fixed.set(key, said);
    }
    return said;
  };
  mailWordsByLanguage.set(language, text);
  return text;
}

/** The recipient's language, for the parts of a mail below its layout (mail-layout.tsx provides it). */
const MailLanguage = createContext<Language | undefined>(undefined);
export const MailLanguageProvider = MailLanguage.Provider;

/** The mail texts of the mail being rendered, in a part of it (mail-parts.tsx). */
export function useMailText(): MailText {
  const language = useContext(MailLanguage);
  if (language === undefined) throw new Error("A mail part is rendered outside MailLayout, which says the recipient's language.");
  return mailWords(language);
}
