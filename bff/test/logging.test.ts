import { Writable } from 'node:stream';
import { createLogger, createMetrics, loadConfig } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { bffConfigSchema } from '../src/config.js';
import { loggableUrl } from '../src/http/request-log.js';
import { buildBffApp, type ServiceClients } from '../src/index.js';
import { fakeIdentity } from './support.js';

describe('request logs', () => {
  it('hide codes, e-mail addresses and phone numbers carried by URLs', () => {
    expect(loggableUrl('/api/auth/verify/ABCD2345')).toBe('/api/auth/verify/[redacted]');
    expect(loggableUrl('/api/auth/verify/resend')).toBe('/api/auth/verify/resend');
    expect(loggableUrl('/api/auth/security-code/ann%40example.com/send')).toBe(
      '/api/auth/security-code/[redacted]/send',
    );
    expect(loggableUrl('/api/user/is-phone-registered/07123456789')).toBe('/api/user/is-phone-registered/[redacted]');
    expect(loggableUrl('/?code=ABCD2345&user_type=business')).toBe('/?code=[redacted]&user_type=business');
    expect(loggableUrl('/api/dev/mailbox?recipient=ann@example.com&limit=5')).toBe(
      '/api/dev/mailbox?recipient=[redacted]&limit=5',
    );
    expect(loggableUrl('/api/locations')).toBe('/api/locations');
    // Routes that do not name their personal segments are covered by what the values look like.
    expect(loggableUrl('/api/business/ann%40example.com/reviews')).toBe('/api/business/[redacted]/reviews');
    expect(loggableUrl('/api/jobs?search=07123+456789&page=2')).toBe('/api/jobs?search=[redacted]&page=2');
    expect(loggableUrl('/api/job/0b9a2c1e-4f1d-4a57-8a51-071234567890/responses')).toBe(
      '/api/job/0b9a2c1e-4f1d-4a57-8a51-071234567890/responses',
    );
  });

  it('never contain the password, token, e-mail or code of a sign-in and its requests', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildBffApp({
      config: loadConfig(bffConfigSchema, { JWT_SECRET: 'k'.repeat(32) } as NodeJS.ProcessEnv),
      clients: { identity: fakeIdentity() } as unknown as ServiceClients,
      logger: createLogger({ name: 'bff-test', level: 'trace', destination }),
      metricsRegistry: createMetrics().registry,
      readinessChecks: [],
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ann@example.com', password: 'Secret123!' },
      });
      const { token } = login.json() as { token: string };
      await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `auth_token=${token}` } });
      await app.inject({ method: 'GET', url: '/api/user/is-email-registered/ann@example.com' });
      await app.inject({ method: 'POST', url: '/api/auth/security-code/07123456789/send' });
      const log = lines.join('');
      expect(log).toContain('incoming request');
      for (const secret of ['Secret123!', token, 'ann@example.com', '07123456789']) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
