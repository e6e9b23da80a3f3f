import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { prerenderedSource } from './prerender/prerender-handle';
import { appRoutes } from './routes';

/*
 * Issue 15: the pages a visitor lands on (home, post a job, a business profile, landing and legal
 * pages) are plain HTML and CSS, so their first screen downloads no antd. Walks each page's static
 * import graph (type-only imports are erased by the build, lazy import() calls load nothing up
 * front) and lists every module and package it reaches.
 */
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const staticImports = [
  /^\s*import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?!type\s)(?:\*|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm,
];

/** `/src/a/b/c.tsx` + `../d` → `/src/a/d`; `@/x` → `/src/x`. */
function joinPath(from: string, specifier: string): string {
  if (specifier.startsWith('@/')) return `/src/${specifier.slice(2)}`;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function staticImportGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = sources[file];
    if (source === undefined) return; // a stylesheet
    for (const [, specifier = ''] of staticImports.flatMap((pattern) => [...source.matchAll(pattern)])) {
      if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
        packages.add(specifier);
        continue;
      }
      const base = joinPath(file, specifier);
      const local = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => f in sources);
      if (local) visit(local);
      else if (base.endsWith('.css')) files.add(base);
      else throw new Error(`${specifier} (from ${file}) not found`);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

/** Each light page, and a module it must reach (guards the walk: one that found nothing would pass). */
const lightPages: Record<string, string> = {
  '/src/app/app-layout.tsx': '/src/shared/components/layout/shell-loader.tsx',
  '/src/features/home/routes/home.tsx': '/src/features/home/components/start-job-form.tsx',
  '/src/features/post-job/routes/post-job.tsx': '/src/features/post-job/components/job-preferences-form.tsx',
  '/src/app/pages/public-business-page.tsx': '/src/shared/components/stars.tsx',
  '/src/features/landing/routes/service-landing.tsx': '/src/features/landing/components/landing-page.tsx',
  '/src/features/landing/routes/category-landing.tsx': '/src/features/landing/components/landing-page.tsx',
  '/src/features/landing/routes/get-more-leads.tsx': '/src/features/landing/components/landing-page.tsx',
  '/src/features/legal/routes/privacy-policy.tsx': '/src/shared/config/company.ts',
  '/src/features/legal/routes/terms-of-service.tsx': '/src/shared/config/company.ts',
  '/src/features/legal/routes/terms-of-use.tsx': '/src/shared/config/company.ts',
  '/src/features/legal/routes/cookies.tsx': '/src/shared/config/company.ts',
  '/src/features/legal/routes/review-policy.tsx': '/src/features/legal/components/legal-document.tsx',
};

describe('the light pages import no antd', () => {
  for (const [page, reached] of Object.entries(lightPages)) {
    it(page, () => {
      const graph = staticImportGraph(page);
      expect(graph.files).toContain(reached);
      expect(graph.packages.filter((name) => /^(antd|@ant-design|rc-)/.test(name))).toEqual([]);
    });
  }
});

describe('the pages the server prerenders', () => {
  it('are the light pages, each named by its module (the BFF links its chunk and CSS by that name)', () => {
    const prerendered = (routes: RouteObject[]): string[] =>
      routes.flatMap((route) => [
        ...[prerenderedSource([{ handle: route.handle }])].filter((source) => source !== null),
        ...prerendered(route.children ?? []),
      ]);
    const modules = new Set(prerendered(appRoutes).map((source) => `/${source}`));
    expect([...modules].sort()).toEqual(
      Object.keys(lightPages)
        .filter((page) => page !== '/src/app/app-layout.tsx')
        .sort(),
    );
    for (const module of modules) expect(module in sources, module).toBe(true);
  });
});
