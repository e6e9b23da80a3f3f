import type { identityRpc } from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { productionEnv } from './production-env.js';
import { type FakeIdentity, fakeIdentity, multipartBody, useTestApps } from './support.js';

const start = useTestApps();

async function signedIn(identity: FakeIdentity = fakeIdentity()) {
  const app = await start({ identity });
  const { token } = (
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ann@example.com', password: 'Secret123!' },
    })
  ).json() as { token: string };
  return { app, identity, auth: { authorization: `Bearer ${token}` } };
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('POST /user', () => {
  it('takes JSON first_name/last_name, or a full name it splits on the first space', async () => {
    const { app, identity, auth } = await signedIn();
    const json = await app.inject({
      method: 'POST',
      url: '/api/user',
      headers: auth,
      payload: { first_name: ' Anna ', last_name: 'Jones' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      message: 'Profile updated successfully!',
      data: { first_name: 'Anna', last_name: 'Jones' },
    });
    const full = await app.inject({
      method: 'POST',
      url: '/api/user',
      headers: auth,
      payload: { name: 'Mary-Jo Smith' },
    });
    expect(full.json()).toMatchObject({ data: { first_name: 'Mary-Jo', last_name: 'Smith' } });
    const longer = await app.inject({
      method: 'POST',
      url: '/api/user',
      headers: auth,
      payload: { name: 'Ann Marie Smith' },
    });
    expect(longer.json()).toMatchObject({ data: { first_name: 'Ann', last_name: 'Marie Smith' } });
    expect(identity.calls.filter((c) => c.method === 'updateProfile').map((c) => c.request)).toEqual([
      expect.objectContaining({ firstName: 'Anna', lastName: 'Jones' }),
      expect.objectContaining({ firstName: 'Mary-Jo', lastName: 'Smith' }),
      expect.objectContaining({ firstName: 'Ann', lastName: 'Marie Smith' }),
    ]);
  });

  it('answers 400 with each missing name, and the full-name rule', async () => {
    const { app, auth } = await signedIn();
    const empty = await app.inject({ method: 'POST', url: '/api/user', headers: auth, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Invalid request',
      errors: [
        { path: 'first_name', message: 'First name is required' },
        { path: 'last_name', message: 'Last name is required' },
      ],
    });
    const badName = await app.inject({ method: 'POST', url: '/api/user', headers: auth, payload: { name: 'Ann' } });
    expect(badName.json()).toEqual({
      message: 'Invalid request',
      errors: [{ path: 'name', message: 'Full name must contain at least 2 names with no extra spaces' }],
    });
  });

  it('takes a multipart avatar with the fields and hands identity the bytes and declared type', async () => {
    const { app, identity, auth } = await signedIn();
    const { payload, headers } = await multipartBody({
      first_name: 'Ann',
      last_name: 'Brown',
      avatar: { content: png, filename: 'me.png', type: 'image/png' },
    });
    const response = await app.inject({ method: 'POST', url: '/api/user', headers: { ...auth, ...headers }, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { first_name: 'Ann', last_name: 'Brown', avatar: '/api/user/avatar/avatar-1' },
    });
    const setAvatar = identity.calls.find((c) => c.method === 'setAvatar')?.request as identityRpc.SetAvatarRequest;
    expect(Buffer.compare(setAvatar.content, png)).toBe(0);
    expect(setAvatar.declaredType).toBe('image/png');
  });

  it('takes an avatar alone (no names needed) and a file of exactly 2 MB', async () => {
    const { app, identity, auth } = await signedIn();
    const { payload, headers } = await multipartBody({
      avatar: { content: Buffer.alloc(2 * 1024 * 1024, 1), filename: 'big.jpg', type: 'image/jpeg' },
    });
    const response = await app.inject({ method: 'POST', url: '/api/user', headers: { ...auth, ...headers }, payload });
    expect(response.statusCode).toBe(200);
    expect(identity.calls.filter((c) => c.method === 'updateProfile')).toHaveLength(0);
  });

  it('answers 413 "File size exceeds 2MB!" to a bigger file, by one byte or by a lot', async () => {
    const { app, identity, auth } = await signedIn();
    for (const size of [2 * 1024 * 1024 + 1, 5 * 1024 * 1024]) {
      const { payload, headers } = await multipartBody({
        first_name: 'Ann',
        last_name: 'Brown',
        avatar: { content: Buffer.alloc(size, 1), filename: 'huge.png', type: 'image/png' },
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/user',
        headers: { ...auth, ...headers },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'File size exceeds 2MB!' });
    }
    expect(identity.calls.filter((c) => c.method === 'setAvatar' || c.method === 'updateProfile')).toHaveLength(0);
  });

  it("passes identity's verdict on the content through (400 wrong type)", async () => {
    const identity = fakeIdentity();
    identity.setAvatar = async () => {
      throw RpcError.invalidArgument('Invalid file type! JPG, PNG, or HEIF only.');
    };
    const { app, auth } = await signedIn(identity);
    const { payload, headers } = await multipartBody({
      avatar: { content: Buffer.from('just text'), filename: 'fake.png', type: 'image/png' },
    });
    const response = await app.inject({ method: 'POST', url: '/api/user', headers: { ...auth, ...headers }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid file type! JPG, PNG, or HEIF only.' });
  });

  it('asks for a session before reading any upload', async () => {
    const { app } = await signedIn();
    const { payload, headers } = await multipartBody({
      avatar: { content: png, filename: 'me.png', type: 'image/png' },
    });
    const response = await app.inject({ method: 'POST', url: '/api/user', headers, payload });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /user/avatar/{imageId}', () => {
  it('serves the bytes with their content type and a private year-long cache', async () => {
    const { app } = await signedIn();
    const response = await app.inject({ method: 'GET', url: '/api/user/avatar/avatar-1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect([...response.rawPayload]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const missing = await app.inject({ method: 'GET', url: '/api/user/avatar/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such image' });
  });
});

describe('GET /dev/mailbox', () => {
  const message = {
    id: 'm1',
    channel: 'email',
    recipient: 'ann@example.com',
    subject: 'Your code',
    text: 'ABCD2345',
    status: 'sent',
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('lists the messages for a recipient', async () => {
    const requests: unknown[] = [];
    const app = await start({
      notifications: {
        async listDevMailbox(request: unknown) {
          requests.push(request);
          return { messages: [message] };
        },
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox?recipient=ann@example.com' });
    expect(response.json()).toEqual({ messages: [message] });
    expect(requests).toEqual([{ recipient: 'ann@example.com', limit: 0 }]);
  });

  it('is a plain 404 on production, whether the BFF or notifications notices', async () => {
    const refusing = {
      async listDevMailbox() {
        throw new RpcError(GrpcStatus.FAILED_PRECONDITION, 'The dev mailbox is not available on production');
      },
    };
    const platforms: Record<string, string>[] = [{}, productionEnv];
    for (const env of platforms) {
      const app = await start({ notifications: refusing, env });
      const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found: GET /api/dev/mailbox' });
    }
  });
});
