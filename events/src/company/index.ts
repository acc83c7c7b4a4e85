// What the web app may import of the company domain: the fields' rules, default texts and link
// shapes; nothing that needs Node or the database.
export * from './company-fields.ts';
export * from './company-view.ts';
export * from './time-zone-names.ts';
export * from '../typing/default-texts.ts';
export * from './account-links.ts';
export * from './account-closing-answer.ts';
