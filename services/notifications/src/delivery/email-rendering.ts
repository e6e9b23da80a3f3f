import { type EmailBlock, type EmailOptions, footerLines, serviceEmailFooter } from './email-content.js';
import { renderLayoutHtml } from './email-layout.js';

export type { EmailBlock, EmailFooter, EmailOptions } from './email-content.js';

export function renderText(blocks: readonly EmailBlock[], options: EmailOptions = {}): string {
  const footer = footerLines(options.footer ?? serviceEmailFooter).map((line) =>
    line.url ? `${line.label} (${line.text}):\n${line.url}` : line.text,
  );
  return `${blocks.map(blockText).join('\n\n')}\n\n-- \n${footer.join('\n\n')}\n`;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'link':
    case 'button':
      return `${block.label}\n${block.url}`;
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  }
}

/** The HTML part: the blocks in the LocalPros layout (logo, brand colour, footer). */
export function renderHtml(title: string, blocks: readonly EmailBlock[], options: EmailOptions = {}): string {
  return renderLayoutHtml({ title, blocks, footer: options.footer ?? serviceEmailFooter, preview: options.preview });
}

/** Both parts of one e-mail from one content model. */
export function renderEmail(
  subject: string,
  blocks: readonly EmailBlock[],
  options: EmailOptions = {},
): { text: string; html: string } {
  return { text: renderText(blocks, options), html: renderHtml(subject, blocks, options) };
}

/**
 * Text as HTML escapes it, for finding a value inside a rendered HTML part (sealed-message.ts hides
 * codes there). The layout itself never builds markup from strings: React escapes every value.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
