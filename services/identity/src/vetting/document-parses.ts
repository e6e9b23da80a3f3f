import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';

/**
 * Whether a vetting document is what its first bytes say, all the way through: a PNG whose chunks
 * and checksums hold (pngjs), a JPEG that decodes (jpeg-js), a PDF whose structure loads (pdf-lib).
 * A signature followed by junk, a truncated file or a renamed one is refused: admins open these.
 */
export async function documentParses(content: Buffer, mimeType: string): Promise<boolean> {
  try {
    if (mimeType === 'image/png') {
      PNG.sync.read(content);
    } else if (mimeType === 'image/jpeg') {
      // A 5 MB JPEG decodes well within this; a crafted one claiming huge dimensions is refused.
      jpeg.decode(content, { maxMemoryUsageInMB: 256, maxResolutionInMP: 100 });
    } else if (mimeType === 'application/pdf') {
      // Encrypted PDFs are fine to keep (and to open with their password); their structure still loads.
      const pdf = await PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false });
      if (pdf.getPageCount() < 1) return false;
    } else {
      return false;
    }
    return true;
  } catch {
    return false;
  }
}
