/** The five characters React escapes in HTML text and attributes. */
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity);

/**
 * The links of a rendered mail's HTML as a reader sees them: where each goes and the words on it
 * (a button's label, or the address written out). Enough for react-email's flat markup.
 */
export function linksIn(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href = '', inner = '']) => ({
    href: decode(href),
    text: decode(inner.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '')).trim(),
  }));
}

/** The pictures of a rendered mail's HTML: where each comes from, its text when pictures are off, and its size. */
export function imagesIn(html: string): { src: string; alt: string; width: string; height: string }[] {
  const attribute = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  return [...html.matchAll(/<img\s[^>]*>/g)].map(([tag]) => ({
    src: attribute(tag, 'src'),
    alt: attribute(tag, 'alt'),
    width: attribute(tag, 'width'),
    height: attribute(tag, 'height'),
  }));
}
