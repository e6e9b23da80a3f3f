import type { identityRpc } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { fakeIdentity, useTestApps } from './support.js';

const start = useTestApps();
const LOGO_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** Identity's images: the bytes name the width asked for, so a test sees which one was served. */
function identityWithImages() {
  const asked: { method: string; width: number }[] = [];
  const image = (method: string, imageId: string, known: string, width: number) => {
    asked.push({ method, width });
    if (imageId !== known) throw RpcError.notFound('No such image');
    return { content: Buffer.from(`webp ${width}`), contentType: 'image/webp' };
  };
  return {
    asked,
    identity: {
      ...fakeIdentity(),
      async getAvatar({ imageId, width }: identityRpc.GetAvatarRequest) {
        return image('getAvatar', imageId, 'avatar-1', width);
      },
      async getBusinessLogo({ imageId, width }: identityRpc.GetBusinessLogoRequest) {
        return image('getBusinessLogo', imageId, LOGO_ID, width);
      },
    },
  };
}

describe('avatars and logos at their widths', () => {
  it('serves a width at its own URL, kept a year; the old URL is the image as uploaded', async () => {
    const { identity, asked } = identityWithImages();
    const app = await start({ identity });
    const avatar = await app.inject({ method: 'GET', url: '/api/user/avatar/avatar-1/96' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
    expect(avatar.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(avatar.body).toBe('webp 96');

    const logo = await app.inject({ method: 'GET', url: `/api/business/logo/${LOGO_ID}/48` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.body).toBe('webp 48');

    const whole = await app.inject({ method: 'GET', url: `/api/business/logo/${LOGO_ID}` });
    expect(whole.body).toBe('webp 0');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asked).toEqual([
      { method: 'getAvatar', width: 96 },
      { method: 'getBusinessLogo', width: 48 },
      { method: 'getBusinessLogo', width: 0 },
    ]);
  });

  it('answers 404 for a width not cut, without asking identity', async () => {
    const { identity, asked } = identityWithImages();
    const app = await start({ identity });
    for (const url of [
      '/api/user/avatar/avatar-1/100',
      '/api/user/avatar/avatar-1/512',
      '/api/user/avatar/avatar-1/0',
      '/api/user/avatar/avatar-1/96.0',
      `/api/business/logo/${LOGO_ID}/abc`,
      `/api/business/logo/${LOGO_ID}/4800`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'No such image' });
    }
    expect(asked).toEqual([]);
    const unknownImage = await app.inject({ method: 'GET', url: '/api/user/avatar/nope/48' });
    expect(unknownImage.statusCode).toBe(404);
  });
});
