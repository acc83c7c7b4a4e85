import { Component, type ReactElement, type ReactNode, Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * A mail's HTML exactly as react-email's `render` writes it (@react-email/render 2.3,
 * dist/node/index.mjs), without what that costs per mail: `render` imports `react-dom/server`
 * dynamically on every call, and under tsx (`node --import tsx`: `npm start`, the Dockerfile) each
 * dynamic import is resolved again through tsx's loader thread, a third of a render's CPU.
 * Here it is imported once. Same steps as `render`'s Node path: the element inside an error
 * boundary and a Suspense boundary, React's web stream read to the end, image preload links
 * dropped, the XHTML doctype in front. render-html.test.ts checks every mail against `render`.
 */
export async function renderHtml(element: ReactElement): Promise<string> {
  let renderError: unknown;
  const stream = await renderToReadableStream(
    <ErrorBoundary>
      <Suspense>{element}</Suspense>
    </ErrorBoundary>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        // `render` rejects with the first error, even one React recovers from with a fallback.
        renderError ??= error;
      },
    },
  );
  await stream.allReady;
  const html = await readStream(stream);
  if (renderError !== undefined) throw renderError;
  return `${xhtmlDoctype}${stripImagePreloadLinks(html).replace(/<!DOCTYPE.*?>/, '')}`;
}

/** The doctype react-email gives every mail: mail clients expect XHTML 1.0 Transitional. */
const xhtmlDoctype = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The boundary `render` wraps a mail in: it renders its children and adds no markup. */
class ErrorBoundary extends Component<{ children: ReactNode }> {
  override render() {
    return this.props.children;
  }
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  let html = '';
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) html += decoder.decode(read.value, { stream: true });
  return html + decoder.decode();
}

/**
 * React adds `<link rel="preload" as="image">` for every `<img>`; `render` removes them (mail
 * clients ignore them). React writes attributes lower-case and double-quoted.
 */
function stripImagePreloadLinks(html: string): string {
  return html.replace(/<link\b[^>]*\/?>/gi, (tag) => (/\brel="preload"/i.test(tag) && /\bas="image"/i.test(tag) ? '' : tag));
}
