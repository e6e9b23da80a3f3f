import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The suites serve the real built web app; build it once if an install did not. */
export function ensureWebBuilt(): void {
  if (existsSync(`${webDistDir}/index.html`)) return;
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
}
