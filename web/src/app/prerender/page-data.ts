/**
 * The data a prerendered page was rendered with (SWR key → answer), sent in the page so the
 * browser hydrates from the same answers instead of asking again and rendering something else.
 */
export type PageData = Record<string, unknown>;

/** The element that carries it: `<script type="application/json" id="lp-page-data">`. */
export const pageDataElementId = 'lp-page-data';

/**
 * The data as JSON safe inside a script element: `<` is escaped, so an answer holding
 * `</script>` or `<!--` (a business's description, say) cannot end the element or open markup;
 * U+2028 and U+2029 are escaped for older JavaScript parsers.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${pageDataElementId}">${json}</script>`;
}

/** The page's prerendered data, or null when the server sent the plain app (no #root content). */
export function readPageData(doc: Document): PageData | null {
  const element = doc.getElementById(pageDataElementId);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    return data !== null && typeof data === 'object' ? (data as PageData) : null;
  } catch {
    return null;
  }
}

/**
 * SWR's cache holding the page's answers as loaded data (not fallback data, which SWR shows as
 * "still loading" while it asks again): the server renders with it and the browser hydrates with
 * it, so both render the page, not its loading state.
 */
export function pageDataCache(data: PageData): Map<string, { data: unknown; isLoading: false; isValidating: false }> {
  return new Map(
    Object.entries(data).map(([key, value]) => [key, { data: value, isLoading: false, isValidating: false }]),
  );
}
