/**
 * Issue 15: the home page downloads at most 150 KB (gzip) of JavaScript before it can be used —
 * the entry script, its modulepreloads in the built index.html and the chunks it starts the app with
 * (the global setup builds web/dist).
 */
import { describe, expect, it } from 'vitest';
import { initialJsBudgetBytes, initialScripts, measureInitialJs, startChunks } from '../../web/scripts/initial-js.js';

describe('the home page initial JavaScript', () => {
  it('reads the entry script and the modulepreloads from index.html', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
    ].join('\n');
    expect(initialScripts(html)).toEqual(['/assets/index-1.js', '/assets/react-2.js']);
  });

  it('counts the chunks the entry starts the app with, and what they import, once each', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        dynamicImports: ['src/app/start-app.tsx', '_dom-1.js'],
      },
      'src/app/start-app.tsx': { file: 'assets/start-app-1.js', imports: ['_dom-1.js', 'index.html'] },
      '_dom-1.js': { file: 'assets/dom-1.js' },
      'src/pages/later.tsx': { file: 'assets/later-1.js' },
    };
    expect(startChunks(manifest).sort()).toEqual(['/assets/dom-1.js', '/assets/index-1.js', '/assets/start-app-1.js']);
  });

  it(`stays within ${initialJsBudgetBytes / 1024} KB gzip and preloads no antd`, () => {
    const { files, totalGzipBytes } = measureInitialJs();
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.path).filter((path) => /antd|config-provider|button-|spin-/.test(path))).toEqual([]);
    expect(totalGzipBytes).toBeLessThanOrEqual(initialJsBudgetBytes);
  });
});
