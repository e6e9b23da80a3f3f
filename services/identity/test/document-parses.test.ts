import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { documentTypeOf } from '../src/vetting/document-content.js';
import { documentParses } from '../src/vetting/document-parses.js';

/** Real files of each kind, made by the libraries' own encoders. */
async function realFiles() {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Public liability insurance');
  return {
    png: PNG.sync.write(png),
    jpeg: Buffer.from(jpeg.encode({ data: Buffer.alloc(4 * 4 * 4, 180), width: 4, height: 4 }, 80).data),
    pdf: Buffer.from(await pdf.save()),
  };
}

const parses = (content: Buffer) => {
  const type = documentTypeOf(content);
  return type ? documentParses(content, type.mimeType) : Promise.resolve(false);
};

describe('a vetting document is checked as a whole file', () => {
  it('takes a real PNG, JPEG and PDF', async () => {
    const files = await realFiles();
    expect(await parses(files.png)).toBe(true);
    expect(await parses(files.jpeg)).toBe(true);
    expect(await parses(files.pdf)).toBe(true);
  });

  it('refuses a signature followed by junk, a truncated file, and a damaged checksum', async () => {
    const files = await realFiles();
    const junk = Buffer.alloc(4096, 0x41);
    for (const [kind, file] of Object.entries(files)) {
      const signature = file.subarray(0, 8);
      expect(await parses(Buffer.concat([signature, junk])), `${kind}: signature and junk`).toBe(false);
      expect(await parses(file.subarray(0, Math.floor(file.length / 2))), `${kind}: truncated`).toBe(false);
    }
    const damaged = Buffer.from(files.png);
    damaged[damaged.length - 20] = (damaged[damaged.length - 20] ?? 0) ^ 0xff;
    expect(await parses(damaged)).toBe(false);
    // A PDF header with blank pages' worth of spaces and an end marker is not a PDF.
    expect(
      await parses(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')])),
    ).toBe(false);
  });
});
