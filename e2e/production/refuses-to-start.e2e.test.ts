import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionSecrets } from '../../bff/test/production-env.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const required = 'is required when NODE_ENV=production (at least 32 random characters)';

/** Runs a process entry as the image does (NODE_ENV=production, nothing else unless given). */
function run(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; lines: string[]; stdout: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: stderr.trim().split('\n').sort(), stdout });
    }),
  );
}

describe('a production process without its secrets', () => {
  it('embedded (npm start): exits 1 naming every secret it lacks, one line each, before opening anything', async () => {
    const result = await run('embedded/src/main.ts', { DATA_DIR: '/nonexistent/localpros' });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `config error: CODE_ENCRYPTION_KEY: ${required}`,
      `config error: CODE_SECRET: ${required}`,
      `config error: JWT_SECRET: ${required}`,
      "config error: PUBLIC_URL: is required when NODE_ENV=production (the site's address, e.g. https://www.localpros.co.uk)",
      `config error: SERVICE_TOKEN_SECRET: ${required}`,
      'config error: SMTP_URL: is required when NODE_ENV=production',
    ]);
    expect(result.stdout).not.toContain('Demo logins');
  });

  it('a service process: identity exits 1 naming its own secrets and the process one', async () => {
    const result = await run('services/identity/src/server.ts', {
      NATS_URL: 'nats://127.0.0.1:1',
      CODE_SECRET: productionSecrets.CODE_SECRET,
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `config error: CODE_ENCRYPTION_KEY: ${required}`,
      `config error: SERVICE_TOKEN_SECRET: ${required}`,
    ]);
  });

  it('the BFF: exits 1 on a placeholder secret and on TRUST_PROXY=true, never echoing the values', async () => {
    const result = await run('bff/src/server.ts', {
      JWT_SECRET: 'REPLACE_ME_WITH_A_LONG_RANDOM_VALUE',
      SERVICE_TOKEN_SECRET: productionSecrets.SERVICE_TOKEN_SECRET,
      PUBLIC_URL: 'https://localpros.example',
      TRUST_PROXY: 'true',
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'config error: JWT_SECRET: is a placeholder from the repository: set a real random secret',
      expect.stringMatching(/^config error: TRUST_PROXY: must not trust every X-Forwarded-For value/),
    ]);
    expect(result.lines.join('\n')).not.toContain('REPLACE_ME');
  });
});
