import { createInstance } from 'i18next';
import { en } from '@typetest/events/i18n';

/** The mail section of the product's one English catalogue. */
const mailEn = en.mail;
type MailMessages = typeof mailEn;

/** Every key of the catalogue that holds a text: `companyWelcome.subject`, `common.greeting`, ... */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MailTextKey = TextKeys<MailMessages>;

type TextAt<T, Key extends string> = Key extends `${infer Head}.${infer Rest}` ? (Head extends keyof T ? TextAt<T[Head], Rest> : never) : Key extends keyof T ? T[Key] : never;

/** The `{name}` placeholders of one text, so a missing value is a type error, not a blank in a mail. */
type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type ValuesFor<Key extends MailTextKey> = [Placeholders<TextAt<MailMessages, Key>>] extends [never] ? [] : [values: Record<Placeholders<TextAt<MailMessages, Key>>, string>];

// One instance for every mail, ready at import: the resources are in memory, so init is synchronous.
const i18n = createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  resources: { en: { translation: mailEn } },
  // The catalogue's ICU-style `{name}`; React escapes the values in HTML, and subjects are no HTML.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
});

/** A mail text from the catalogue with its placeholders filled in. */
export function mailText<Key extends MailTextKey>(key: Key, ...[values]: ValuesFor<Key>): string {
  // The types above already checked key and values against the mail section; i18next's own key
  // typing (declared for the whole catalogue in @typetest/events/i18n) does not know this instance
  // holds only that section.
  const translate = i18n.t as unknown as (key: string, options: Record<string, string>) => string;
  return translate(key, values ?? {});
}
