import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's trustProxy is given: no proxy, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;
// proxy-addr's names for whole private ranges; as specific as a CIDR.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustsEveryone = (entry: string) => entry === '0.0.0.0/0' || entry === '::/0';

function addressProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  if (trustsEveryone(entry)) return `${entry} would trust every address`;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = version === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || bits < 1 || bits > max) return `"${entry}" has a prefix outside 1-${max}`;
  return null;
}

const HINT =
  'give the number of proxies in front of the BFF (1 behind ingress-nginx) or their IPs/CIDRs, comma-separated';
const EVERYTHING = `must not trust every X-Forwarded-For value (the client writes the first one): ${HINT}`;

/**
 * TRUST_PROXY: unset (or false) when clients connect directly; a hop count (1 behind one ingress
 * controller: the last X-Forwarded-For entry, the one it appended, is the client); or a
 * comma-separated list of the proxies' IPs/CIDRs. "true" is refused: it would take the first
 * X-Forwarded-For value, which the client writes, as its address.
 */
export const trustProxyField = z
  .preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().optional())
  .transform((raw, ctx): TrustProxy => {
    if (raw === undefined || raw === '' || raw.toLowerCase() === 'false') return false;
    if (raw.toLowerCase() === 'true' || raw === '*') {
      ctx.addIssue({ code: 'custom', message: EVERYTHING });
      return z.NEVER;
    }
    if (/^\d+$/.test(raw)) {
      const hops = Number(raw);
      if (hops >= 1 && hops <= MAX_HOPS) return hops;
      ctx.addIssue({
        code: 'custom',
        message: `a hop count must be 1-${MAX_HOPS} (unset it when no proxy is in front)`,
      });
      return z.NEVER;
    }
    const entries = raw.split(',').map((entry) => entry.trim());
    const problems = entries.map((entry) => (entry === '' ? 'has an empty entry' : addressProblem(entry)));
    const first = problems.find((problem) => problem !== null);
    if (first) {
      ctx.addIssue({ code: 'custom', message: `${first}; ${HINT}` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * For Fastify's trustProxy option, whose types leave out the hop count it accepts: the same
 * rule as Fastify applies to a number (the first `hops` addresses back are proxies).
 */
export const fastifyTrustProxy = (value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof value === 'number' ? (_address, hop) => hop < value : value;
