/**
 * How much JavaScript the home page downloads before a visitor can use it: the entry script,
 * every chunk index.html modulepreloads and the chunks the entry starts the app with (its dynamic
 * imports in the build manifest, with what they import: main.tsx loads them in steps), gzip sizes summed. Run: npx tsx web/scripts/initial-js.ts
 * (after `npm run build:web`); e2e/web/initial-js-budget.test.ts holds it to the budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Issue 15: the home page's initial JS, gzip. */
export const initialJsBudgetBytes = 150 * 1024;

export interface InitialJs {
  files: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** The scripts and modulepreloads of index.html, in order. */
export function initialScripts(indexHtml: string): string[] {
  const scripts = [...indexHtml.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...indexHtml.matchAll(/<link[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...new Set([...scripts, ...preloads])].filter(Boolean);
}

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/** The chunks the entry loads as it starts (its dynamic imports and their static imports), as paths. */
export function startChunks(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const keys = new Set<string>();
  const collect = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported);
  };
  for (const key of entry?.dynamicImports ?? []) collect(key);
  return [...keys].flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
}

export function measureInitialJs(distDir = defaultDistDir): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const paths = [...new Set([...initialScripts(html), ...startChunks(manifest)])];
  const files = paths.map((path) => {
    const file = join(distDir, path.replace(/^\//, ''));
    // The build writes the .gz the server sends; without it, gzip as the server would.
    const gzipBytes = existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`).length
      : gzipSync(readFileSync(file), { level: 9 }).length;
    return { path, gzipBytes };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, totalGzipBytes } = measureInitialJs(process.argv[2] ?? defaultDistDir);
  for (const f of files) console.log(`${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${f.path}`);
  const verdict = totalGzipBytes <= initialJsBudgetBytes ? 'within' : 'OVER';
  console.log(
    `${(totalGzipBytes / 1024).toFixed(1).padStart(7)} KB  total (gzip), ${verdict} the ${initialJsBudgetBytes / 1024} KB budget`,
  );
}
