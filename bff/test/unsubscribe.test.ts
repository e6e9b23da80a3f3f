import { randomUUID } from 'node:crypto';
import { type identityRpc, signUnsubscribeToken, verifyUnsubscribeToken } from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { useTestApps } from './support.js';

const start = useTestApps();
const secret = 'the-test-unsubscribe-secret-of-32-characters';
const forgedMessage = 'This unsubscribe link has been changed, so it was refused.';
const malformedMessage = 'This unsubscribe link is incomplete or not from LocalPros.';

/** Identity as far as unsubscribing goes: it checks the token as the real one does. */
function fakeIdentity() {
  const calls: identityRpc.UnsubscribeRequest[] = [];
  return {
    calls,
    async unsubscribe(request: identityRpc.UnsubscribeRequest): Promise<identityRpc.UnsubscribeResponse> {
      calls.push(request);
      const check = verifyUnsubscribeToken(secret, request.token);
      if (!check.valid) {
        throw check.reason === 'forged'
          ? new RpcError(GrpcStatus.PERMISSION_DENIED, forgedMessage)
          : new RpcError(GrpcStatus.INVALID_ARGUMENT, malformedMessage);
      }
      return { category: check.category };
    },
  };
}

const html = { accept: 'text/html,application/xhtml+xml' };
const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };

describe('GET /api/unsubscribe', () => {
  it('shows a page that asks to confirm with a button, and unsubscribes nobody', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const token = signUnsubscribeToken(secret, randomUUID(), 'new_job_leads');
    const page = await app.inject({ url: `/api/unsubscribe?token=${token}`, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Unsubscribe from new job lead e-mails?</h1>');
    expect(page.body).toContain(`<form method="post" action="/api/unsubscribe?token=${token}">`);
    expect(page.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(identity.calls).toEqual([{ token, checkOnly: true }]);
    // Without Accept: text/html, the same check as JSON.
    const json = await app.inject({ url: `/api/unsubscribe?token=${token}` });
    expect(json.json()).toMatchObject({ category: 'new_job_leads' });
    expect(identity.calls.every((call) => call.checkOnly)).toBe(true);
  });

  it('refuses a forged token with 403 and a tampered-with one with 400, saying why', async () => {
    const app = await start({ identity: fakeIdentity() });
    const token = signUnsubscribeToken(secret, randomUUID(), 'messages');
    const forged = token.replace('messages', 'new_job_leads');
    const page = await app.inject({ url: `/api/unsubscribe?token=${forged}`, headers: html });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This unsubscribe link does not work');
    expect(page.body).toContain(forgedMessage);
    expect(page.body).not.toContain('<form');
    const json = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${forged}`,
      headers: oneClick,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(json.statusCode).toBe(403);
    expect(json.json()).toMatchObject({ message: forgedMessage });
    const cut = await app.inject({ url: `/api/unsubscribe?token=${token.slice(0, 30)}` });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ message: malformedMessage });
    expect((await app.inject({ url: '/api/unsubscribe' })).statusCode).toBe(400);
  });
});

describe('POST /api/unsubscribe (RFC 8058)', () => {
  it("unsubscribes on a mail provider's one-click POST, url-encoded or multipart, and answers 200", async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const token = signUnsubscribeToken(secret, randomUUID(), 'new_job_leads');
    const encoded = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: oneClick,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json()).toEqual({
      message: 'You are unsubscribed: LocalPros will send you no more new job lead e-mails.',
      category: 'new_job_leads',
    });
    const boundary = 'x-boundary';
    const multipart = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    // The page's button: a browser's form post, answered with a page.
    const page = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { ...oneClick, ...html },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>You are unsubscribed</h1>');
    expect(page.body).toContain('href="/dashboard/settings/notifications"');
    expect(identity.calls).toEqual([
      { token, checkOnly: false },
      { token, checkOnly: false },
      { token, checkOnly: false },
    ]);
  });

  it('asks for List-Unsubscribe=One-Click before calling identity', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const token = signUnsubscribeToken(secret, randomUUID(), 'new_job_leads');
    for (const payload of ['', 'List-Unsubscribe=Later', 'unsubscribe=yes']) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${token}`,
        headers: oneClick,
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        message: 'A one-click unsubscribe sends List-Unsubscribe=One-Click (RFC 8058).',
      });
    }
    expect(identity.calls).toEqual([]);
  });
});
