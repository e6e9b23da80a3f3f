/**
 * Issue 15: the home page downloads at most 150 KB (gzip) of JavaScript before it can be used —
 * the entry script and its modulepreloads in the built index.html (the global setup builds web/dist).
 */
import { describe, expect, it } from 'vitest';
import { initialJsBudgetBytes, initialScripts, measureInitialJs } from '../../web/scripts/initial-js.js';

describe('the home page initial JavaScript', () => {
  it('reads the entry script and the modulepreloads from index.html', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
    ].join('\n');
    expect(initialScripts(html)).toEqual(['/assets/index-1.js', '/assets/react-2.js']);
  });

  it(`stays within ${initialJsBudgetBytes / 1024} KB gzip and preloads no antd`, () => {
    const { files, totalGzipBytes } = measureInitialJs();
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.path).filter((path) => /antd|config-provider|button-|spin-/.test(path))).toEqual([]);
    expect(totalGzipBytes).toBeLessThanOrEqual(initialJsBudgetBytes);
  });
});
