import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A mail's HTML as react-email's `render` writes it (@react-email/render 2.3,
 * dist/node/index.mjs), less what that costs per mail and what no mail client reads. `render`
 * imports `react-dom/server` dynamically on every call (under tsx, as `npm start` and the
 * Dockerfile run, each dynamic import is resolved again through tsx's loader thread), and reads
 * React's streaming renderer through a web stream; the markers that renderer leaves for a browser
 * to hydrate (`<!--$-->`, `<!-- -->` and the like) mean nothing in a mail. React's static renderer,
 * imported once, writes the same markup without them, in a third of the CPU
 * (`npm run bench -- mail`; docs/decisions/0073-cheaper-applicants-and-mails.md). Like `render`:
 * image preload links dropped, the XHTML doctype in front, and the first error a part throws is
 * thrown. render-html.test.ts checks every mail against `render`.
 */
export async function renderHtml(element: ReactElement): Promise<string> {
  return `${xhtmlDoctype}${stripImagePreloadLinks(renderToStaticMarkup(element)).replace(/<!DOCTYPE.*?>/, '')}`;
}

/** The doctype react-email gives every mail: mail clients expect XHTML 1.0 Transitional. */
const xhtmlDoctype = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * React adds `<link rel="preload" as="image">` for every `<img>`; `render` removes them (mail
 * clients ignore them). React writes attributes lower-case and double-quoted.
 */
function stripImagePreloadLinks(html: string): string {
  return html.replace(/<link\b[^>]*\/?>/gi, (tag) => (/\brel="preload"/i.test(tag) && /\bas="image"/i.test(tag) ? '' : tag));
}
