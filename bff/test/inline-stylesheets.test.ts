import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_CSS_MAX_BYTES, stylesheetTags } from '../src/pages/inline-stylesheets.js';

let dist: string;
const files: Record<string, string> = {
  'assets/app.css': '.app{color:#123}',
  'assets/page.css': '.hero{background:url(/assets/hero.webp)}.icon{background:url("data:image/svg+xml,x")}',
  'assets/closing-tag.css': '.x::after{content:"</style><script>"}',
  'assets/relative.css': '.y{background:url(hero.webp)}',
  'assets/big.css': `.z{margin:0}${' '.repeat(INLINE_CSS_MAX_BYTES)}`,
};

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'localpros-css-'));
  mkdirSync(join(dist, 'assets'));
  for (const [file, css] of Object.entries(files)) writeFileSync(join(dist, file), css);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const link = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
const disabled = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`;

describe("a page's stylesheets", () => {
  it('are written into the page in order, each followed by its link disabled', () => {
    expect(stylesheetTags(dist)(['assets/app.css', 'assets/page.css'])).toEqual([
      `<style>${files['assets/app.css']}</style>`,
      disabled('assets/app.css'),
      `<style>${files['assets/page.css']}</style>`,
      disabled('assets/page.css'),
    ]);
  });

  it('stay links, in their place, when missing, unsafe inside <style> or past the budget', () => {
    const tags = stylesheetTags(dist)([
      'assets/missing.css',
      'assets/closing-tag.css',
      'assets/relative.css',
      'assets/big.css',
      'assets/app.css',
    ]);
    expect(tags).toEqual([
      link('assets/missing.css'),
      link('assets/closing-tag.css'),
      link('assets/relative.css'),
      link('assets/big.css'),
      `<style>${files['assets/app.css']}</style>`,
      disabled('assets/app.css'),
    ]);
  });

  it('keep to the budget across the whole page', () => {
    const half = 'a'.repeat(INLINE_CSS_MAX_BYTES / 2);
    writeFileSync(join(dist, 'assets/half-1.css'), half);
    writeFileSync(join(dist, 'assets/half-2.css'), half);
    writeFileSync(join(dist, 'assets/half-3.css'), half);
    const tags = stylesheetTags(dist)(['assets/half-1.css', 'assets/half-2.css', 'assets/half-3.css']);
    expect(tags.filter((tag) => tag.startsWith('<style>'))).toHaveLength(2);
    expect(tags.at(-1)).toBe(link('assets/half-3.css'));
  });
});
