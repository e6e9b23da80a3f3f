import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeadersOf, securityHeadersPlugin } from '../src/plugins/security-headers.js';

const options = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

describe('security headers worked out once', () => {
  it("holds helmet's headers for the options", () => {
    const headers = securityHeadersOf(options);
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('Cross-Origin-Embedder-Policy');
  });

  it('sets them on every response, a 404 too, and a route may still set its own', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, options);
    app.get('/plain', async () => 'ok');
    app.get('/framed', async (_request, reply) => reply.header('x-frame-options', 'DENY').send('ok'));
    const plain = await app.inject('/plain');
    expect(plain.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await app.inject('/missing')).headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject('/framed')).headers['x-frame-options']).toBe('DENY');
  });
});
