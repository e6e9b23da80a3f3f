import type { PageHead, PrerenderedParts } from './page-prerenderer.js';

/** The site's name in link previews. */
const siteName = 'LocalPros';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** Title, description, canonical URL and the Open Graph and Twitter card tags of one page. */
export function headTags(head: PageHead, canonicalUrl: string): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(canonicalUrl);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    '<meta property="og:locale" content="en_GB" />',
    '<meta name="twitter:card" content="summary" />',
  ];
  return tags.join('\n    ');
}

/** index.html with its default title and description swapped for these tags. */
export function withHeadTags(template: string, tags: string): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  // A function, not a string: a business name with `$&` or `$'` must not be read as a replacement pattern.
  return withoutDefaults.replace('</head>', () => `  ${tags}\n  </head>`);
}

/**
 * index.html with a prerendered page in #root, its data after it (for hydration) and the links to
 * its chunk and CSS in the head. Functions, not strings, as replacements: the page's text may hold `$&`.
 */
export function withPrerenderedPage(html: string, parts: PrerenderedParts): string {
  const withLinks = parts.headLinks ? html.replace('</head>', () => `  ${parts.headLinks}\n  </head>`) : html;
  return withLinks.replace(
    '<div id="root"></div>',
    () => `<div id="root">${parts.html}</div>\n    ${parts.dataScript}`,
  );
}
