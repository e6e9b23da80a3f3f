import { describe, expect, it } from 'vitest';
import { NUL_REFUSED } from '../src/plugins/text-input.js';
import { type FakeIdentity, fakeIdentity, useTestApps } from './support.js';

/** What the fuzzer (e2e/security/fuzz.e2e.test.ts) found answered 500, each now a 4xx with a message. */
const start = useTestApps();

async function signedIn(identity: FakeIdentity = fakeIdentity()) {
  const app = await start({ identity });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'ann@example.com', password: 'Secret123!' },
  });
  return { app, identity, auth: { authorization: `Bearer ${(login.json() as { token: string }).token}` } };
}

describe('malformed input', () => {
  it('refuses a NUL character anywhere in a JSON body before any service sees it (PostgreSQL cannot store one)', async () => {
    const { app, identity, auth } = await signedIn();
    for (const payload of [
      { first_name: 'Ann\u0000', last_name: 'Smith' },
      { first_name: 'Ann', last_name: 'Smith', extra: { deep: ['ok', 'a\u0000b'] } },
      { 'key\u0000': 'value', first_name: 'Ann', last_name: 'Smith' },
    ]) {
      const answer = await app.inject({ method: 'POST', url: '/api/user', headers: auth, payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: 'Invalid request', errors: [{ message: NUL_REFUSED }] });
    }
    expect(identity.calls.some((c) => c.method === 'updateProfile')).toBe(false);
  });

  it('refuses a NUL character in the query and in a path parameter', async () => {
    const app = await start();
    const query = await app.inject({ method: 'GET', url: '/api/dev/mailbox?recipient=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ message: 'Invalid request', errors: [{ path: 'recipient', message: NUL_REFUSED }] });
    const param = await app.inject({ method: 'GET', url: '/api/user/is-email-registered/ann%00@example.com' });
    expect(param.statusCode).toBe(400);
  });

  it("answers an address the router refuses in the API's shape, naming no framework code nor the address", async () => {
    const app = await start();
    const long = `/api/job/${'a'.repeat(200)}`;
    const answers = [
      [await app.inject({ method: 'GET', url: long }), 414, 'A part of the address is too long'],
      [await app.inject({ method: 'GET', url: '/api/job/%E0%A4%A' }), 400, 'The address is not valid'],
    ] as const;
    for (const [answer, status, message] of answers) {
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toEqual({ message });
      expect(answer.body).not.toMatch(/FST_|aaaa|%E0/);
    }
  });

  it('answers a multipart body without its boundary with 400, not 500', async () => {
    const { app, auth } = await signedIn();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=----nothing' },
      payload: '{"name":"Ann Smith"}',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'The form could not be read: send it as multipart/form-data' });
  });

  it('answers invalid JSON, a foreign content type and a body over 1 MB with a 4xx and a message, no framework code', async () => {
    const app = await start();
    const send = (payload: string, type: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': type }, payload });
    const invalid = await send('{"email":', 'application/json');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: expect.any(String) });
    const foreign = await send('<login/>', 'application/xml');
    expect(foreign.statusCode).toBe(415);
    expect(foreign.json()).toMatchObject({ message: expect.any(String) });
    const large = await send(JSON.stringify({ email: 'x'.repeat(1_100_000) }), 'application/json');
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ message: expect.any(String) });
    const deep = await send(`${'['.repeat(200_000)}${']'.repeat(200_000)}`, 'application/json');
    expect(deep.statusCode).toBe(400);
    const empty = await send('', 'application/json');
    expect(empty.statusCode).toBe(400);
    // The message alone: Fastify's own answer would add its error code (FST_ERR_CTP_…).
    for (const answer of [invalid, foreign, large, empty]) expect(Object.keys(answer.json())).toEqual(['message']);
    for (const answer of [invalid, foreign, large, deep, empty]) expect(answer.body).not.toMatch(/FST_/);
  });
});
