import { lookup } from 'node:dns/promises';
import { isIPv4 } from 'node:net';

const isLoopbackAddress = (address: string) =>
  (isIPv4(address) && address.startsWith('127.')) || address === '::1' || address === '::ffff:127.0.0.1';

/**
 * Why `url` may not receive load, or undefined when it may: only loopback (127.0.0.0/8, ::1, or
 * localhost when every address it resolves to is loopback). This workplace forbids load elsewhere.
 */
export async function refusedTarget(url: URL): Promise<string | undefined> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `--url must be http(s), got ${url.protocol}`;
  // WHATWG URL has already normalised 127.1, 0x7f.0.0.1 and friends to dotted quads.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isLoopbackAddress(host)) return undefined;
  if (host === 'localhost') {
    const addresses = await lookup(host, { all: true });
    if (addresses.length > 0 && addresses.every((a) => isLoopbackAddress(a.address))) return undefined;
    return `"localhost" resolves to ${addresses.map((a) => a.address).join(', ')}, not only loopback; refusing`;
  }
  return `refusing to send load to ${url.host}: only loopback (127.0.0.0/8, localhost, ::1) is allowed`;
}
