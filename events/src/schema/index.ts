// Schema helpers every feature's forms share, on the server and in the web app (`@typetest/events/schema`).
export * from './free-text.ts';
export * from './logo.ts';
