/**
 * What a log line may carry. Personal data and secrets are censored by key, at any depth (pino's
 * own `redact` only reaches the paths it is given); free text is scrubbed of anything that looks
 * like an e-mail address or a UK phone number; errors keep their type, message and stack but lose
 * what a database driver attaches (the query's parameters, `detail` such as `Key (email)=(…)`).
 * Objects that nothing needs to change are returned as they are, so a clean line costs a walk only.
 */
export const REDACTED = '[redacted]';

const MAX_DEPTH = 8;

/** Keys (compared lower-case, without `_`, `-` and spaces) whose values never reach a log. */
const SENSITIVE_KEYS = new Set([
  'email',
  'emailaddress',
  'newemail',
  'phone',
  'phonenumber',
  'newphone',
  'mobile',
  'mobilenumber',
  'newmobilenumber',
  'code',
  'otp',
  'securitycode',
  'verificationcode',
  'resetcode',
  'authcode',
  'authorization',
  'proxyauthorization',
  'recipient',
  'identifier',
  'jwt',
  'sessionid',
  'apikey',
  'xapikey',
  // Payment details (a card's or bank account's number, its security code, the sort code).
  'number',
  'cardnumber',
  'cvc',
  'cvv',
  'cvv2',
  'accountnumber',
  'sortcode',
  'iban',
]);
/** …and keys that contain any of these (passwordConfirm, currentPassword, accessToken, set-cookie). */
const SENSITIVE_PARTS = ['password', 'passwd', 'token', 'secret', 'cookie', 'apikey'];
/** …or end with these (customerEmail, contactPhone, businessMobileNumber, bankAccountNumber). */
const SENSITIVE_ENDINGS = [
  'email',
  'emailaddress',
  'phone',
  'phonenumber',
  'mobilenumber',
  'cardnumber',
  'accountnumber',
];

const keyDecisions = new Map<string, boolean>();

export function isSensitiveKey(key: string): boolean {
  const known = keyDecisions.get(key);
  if (known !== undefined) return known;
  const normalised = key.toLowerCase().replace(/[-_ ]/g, '');
  const sensitive =
    SENSITIVE_KEYS.has(normalised) ||
    SENSITIVE_PARTS.some((part) => normalised.includes(part)) ||
    SENSITIVE_ENDINGS.some((ending) => normalised.endsWith(ending));
  // Keys come from code, so they are few; the cap keeps a flood of odd keys from growing it.
  if (keyDecisions.size < 10_000) keyDecisions.set(key, sensitive);
  return sensitive;
}

const EMAIL = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[a-z]{2,}/gi;
// UK numbers as people type them: 07123 456789, +44 7123 456 789, 0044…, 020 7946 0958.
// Ten or eleven digits, single spaces or dashes allowed between them; not part of an id or a number.
const UK_PHONE = /(?<![\w.+-])(?:(?:\+|00)44\s?(?:\(0\)\s?)?|0)\d(?:[\s-]?\d){8,9}(?![\w-])/g;
const HAS_RUN_OF_DIGITS = /\d{3}/;

/** Free text with e-mail addresses and UK phone numbers replaced. */
export function scrubText(text: string): string {
  if (text.length < 6) return text;
  let out = text;
  if (out.includes('@')) out = out.replace(EMAIL, REDACTED);
  if (HAS_RUN_OF_DIGITS.test(out)) out = out.replace(UK_PHONE, REDACTED);
  return out;
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The loggable form of a value: plain objects and arrays are walked, errors are rewritten,
 * strings scrubbed; other class instances (a Fastify request or reply) are left for their
 * serializers, which decide what of them is logged.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (value instanceof Error) return loggableError(value, depth);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const safe = redactValue(item, depth + 1);
      if (safe !== item) {
        copy ??= value.slice();
        copy[i] = safe;
      }
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  return redactObject(value, depth);
}

/** A plain object with its sensitive keys censored and its values made loggable, or itself when clean. */
export function redactObject(object: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const item = object[key];
    let safe: unknown;
    if (item === undefined || item === null || typeof item === 'boolean') safe = item;
    else if (isSensitiveKey(key)) safe = REDACTED;
    else safe = redactValue(item, depth + 1);
    if (safe !== item) {
      copy ??= { ...object };
      copy[key] = safe;
    }
  }
  return copy ?? object;
}

/** Properties database drivers put on errors that may quote the data (pg, PGlite, drizzle). */
const DATABASE_ERROR_DROPS = new Set([
  'detail',
  'where',
  'hint',
  'internalQuery',
  'params',
  'parameters',
  'values',
  'bindings',
  'query',
  'length',
  'position',
  'internalPosition',
  'file',
  'line',
]);
const MACHINE_CODE = /^(?:[A-Z][A-Z0-9_]*|\d+)$/;

/**
 * An error as it may be logged: type, scrubbed message and stack frames, the driver's error code
 * (as `errorCode`: `code` is censored) and safe metadata such as the constraint's name; never the
 * query's parameters. A drizzle "Failed query" names its statement (placeholders only, no values).
 */
export function loggableError(error: Error, depth = 0): Record<string, unknown> {
  const fields = error as Error & Record<string, unknown>;
  const failedQuery = typeof fields.query === 'string' && 'params' in fields;
  const message = failedQuery
    ? `Failed query: ${(fields.query as string).slice(0, 500)} (parameters withheld)`
    : scrubText(error.message);
  const out: Record<string, unknown> = { type: error.name || error.constructor?.name || 'Error', message };
  const frames = typeof error.stack === 'string' ? stackFrames(error.stack) : '';
  if (frames) out.stack = `${out.type}: ${message}\n${frames}`;
  const code = fields.code;
  if ((typeof code === 'string' || typeof code === 'number') && MACHINE_CODE.test(String(code))) {
    out.errorCode = code;
  }
  for (const key of Object.keys(error)) {
    if (key === 'code' || key === 'message' || key === 'stack' || key === 'cause' || out[key] !== undefined) continue;
    if (DATABASE_ERROR_DROPS.has(key)) continue;
    const item = fields[key];
    if (item === undefined || typeof item === 'function') continue;
    out[key] = isSensitiveKey(key) ? REDACTED : redactValue(item, depth + 1);
  }
  if (error.cause !== undefined) out.cause = redactValue(error.cause, depth + 1);
  if (error instanceof AggregateError) out.errors = redactValue(error.errors, depth + 1);
  return out;
}

/** The "    at …" lines of a stack: its first lines repeat the message, which may quote parameters. */
function stackFrames(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s+at\s/.test(line))
    .map(scrubText)
    .join('\n');
}
