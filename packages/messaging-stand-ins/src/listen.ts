import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a stand-in's server on host:port (0: any free port) and answers its base URL. */
export async function listen(server: Server, options: { host?: string; port?: number }): Promise<string> {
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
