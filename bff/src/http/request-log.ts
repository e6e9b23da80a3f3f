import { scrubText } from '@localpros/kit';
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Path segments that carry a code, an e-mail address or a phone number (the secret is the second group). */
const sensitivePaths: RegExp[] = [
  /^(\/api\/auth\/verify\/)(?!resend$)([^/]+)()$/,
  /^(\/api\/auth\/security-code\/)([^/]+)(\/send)$/,
  /^(\/api\/user\/is-(?:email|phone)-registered\/)([^/]+)()$/,
];
const sensitiveQueryKey = /code|token|email|phone|mobile|recipient|password|identifier/i;

/**
 * A URL as it may be logged: codes, addresses and numbers in the path or the query string (the
 * e-mailed verification link `/?code=…`, `/api/dev/mailbox?recipient=…`) are replaced; any other
 * segment or value that reads as an e-mail address or a UK phone number is replaced too, so a
 * route added later cannot leak one.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
  for (const pattern of sensitivePaths) {
    if (pattern.test(path)) {
      path = path.replace(pattern, `$1${REDACTED}$3`);
      break;
    }
  }
  path = path
    .split('/')
    .map((segment) => (scrubText(decodeURIComponentSafe(segment)).includes(REDACTED) ? REDACTED : segment))
    .join('/');
  if (!query) return path;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      const value = decodeURIComponentSafe(pair.slice(key.length + 1).replaceAll('+', ' '));
      return sensitiveQueryKey.test(decodeURIComponentSafe(key)) || scrubText(value).includes(REDACTED)
        ? `${key}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${path}?${safeQuery}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Fastify's request log view, with the URL made safe (bodies and headers are never logged). */
export function requestLogView(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
