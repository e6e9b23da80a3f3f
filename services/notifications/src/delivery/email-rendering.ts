/**
 * An e-mail's content as blocks, rendered to both a text and an HTML part, so the two parts
 * always say the same thing.
 */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** A one-time code, shown large and on its own so it is easy to read and copy. */
  | { kind: 'code'; code: string }
  | { kind: 'link'; label: string; url: string }
  /** Labelled values, one a line (a receipt's lines): a two-column table in HTML. */
  | { kind: 'details'; rows: readonly { label: string; value: string }[] };

export function renderText(blocks: EmailBlock[]): string {
  return `${blocks.map(blockText).join('\n\n')}\n`;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'link':
      return `${block.label}\n${block.url}`;
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  }
}

export function renderHtml(title: string, blocks: EmailBlock[]): string {
  const body = blocks.map(blockHtml).join('\n');
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'code':
      return `<p style="margin:24px 0;font-family:Menlo,Consolas,monospace;font-size:32px;font-weight:bold;letter-spacing:6px">${escapeHtml(block.code)}</p>`;
    case 'link':
      return `<p style="margin:0 0 16px">${escapeHtml(block.label)}<br><a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a></p>`;
    case 'details':
      return [
        '<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">',
        ...block.rows.map(
          (row) =>
            `<tr><th scope="row" style="text-align:left;font-weight:normal;color:#52606d;padding:2px 16px 2px 0;vertical-align:top">${escapeHtml(row.label)}</th><td style="padding:2px 0">${escapeHtml(row.value).replace(/\n/g, '<br>')}</td></tr>`,
        ),
        '</table>',
      ].join('\n');
  }
}

/** Names and links come from users and other services: never let them become markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
