import { servicePorts } from '@localpros/contracts';
import type { ProcessName } from './processes.js';

/**
 * The image's HEALTHCHECK (slim images have no curl): the process's liveness endpoint, on the
 * port it listens on (the BFF's PORT, a service's HTTP_PORT, or their defaults). Kubernetes uses
 * its own probes; this serves `docker run` and compose.
 */
export async function isAlive(name: ProcessName, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const port = name === 'bff' ? (env.PORT ?? '3000') : (env.HTTP_PORT ?? String(servicePorts[name].http));
  // Listening on every interface (the image's HOST=0.0.0.0) includes loopback.
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  try {
    const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/healthz`, {
      signal: AbortSignal.timeout(3000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
