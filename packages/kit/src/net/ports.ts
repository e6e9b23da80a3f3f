import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createConnection, createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a process or test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Resolves once something accepts connections on 127.0.0.1:port; throws after `attempts` tries. */
export async function waitUntilListening(port: number, { attempts = 100, intervalMs = 50, what = 'a server' } = {}) {
  for (let i = 0; i < attempts; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => resolve(socket.destroy() === socket));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${what} is not listening on ${port}`);
}

/**
 * Starts an HTTP server (a provider's stand-in, a test's fake) on host:port (0: any free port)
 * and answers its base URL, with an IPv6 host in brackets.
 */
export async function listenForUrl(server: Server, options: { host?: string; port?: number } = {}): Promise<string> {
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
