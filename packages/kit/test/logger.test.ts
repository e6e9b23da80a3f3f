import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../src/db/test-database.js';
import { createLogger } from '../src/logger.js';

/** A logger at trace level writing into an array, one parsed object per line. */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ name: 'test', level: 'trace', destination });
  return { logger, text: () => lines.join(''), last: () => JSON.parse(lines.at(-1) ?? '{}') };
}

const EMAIL = 'ann.jones@example.com';
const MOBILE = '07123456789';
const CODE = 'ABCD2345';

describe('logger redaction', () => {
  it('censors top-level keys, including mobileNumber and code', () => {
    const { logger, last, text } = capturingLogger();
    logger.info(
      { email: EMAIL, mobileNumber: MOBILE, mobile_number: MOBILE, code: CODE, password: 'Secret-1', userId: 'u1' },
      'registered',
    );
    expect(last()).toMatchObject({
      email: '[redacted]',
      mobileNumber: '[redacted]',
      mobile_number: '[redacted]',
      code: '[redacted]',
      password: '[redacted]',
      userId: 'u1',
      msg: 'registered',
    });
    for (const secret of [EMAIL, MOBILE, CODE, 'Secret-1']) expect(text()).not.toContain(secret);
  });

  it('censors at any depth and inside arrays, by key whatever its case or separators', () => {
    const { logger, last, text } = capturingLogger();
    logger.info({
      payload: {
        a: { b: { c: { d: { customerEmail: EMAIL, 'Set-Cookie': 'auth_token=abc', accessToken: 'tok-1' } } } },
        people: [{ newEmail: EMAIL }, { PHONE: MOBILE }, [{ otp: CODE }]],
      },
      headers: { Authorization: 'Bearer tok-2', cookie: 'auth_token=tok-3' },
    });
    const line = last();
    expect(line.payload.a.b.c.d).toEqual({
      customerEmail: '[redacted]',
      'Set-Cookie': '[redacted]',
      accessToken: '[redacted]',
    });
    expect(line.payload.people).toEqual([{ newEmail: '[redacted]' }, { PHONE: '[redacted]' }, [{ otp: '[redacted]' }]]);
    for (const secret of [EMAIL, MOBILE, CODE, 'tok-1', 'tok-2', 'tok-3', 'abc']) expect(text()).not.toContain(secret);
  });

  it('scrubs e-mail addresses and UK phone numbers from free text, keeping the rest', () => {
    const { logger, last } = capturingLogger();
    logger.info(
      { detail: `no account for ${EMAIL} or +44 7123 456789`, count: 3 },
      `lookup for ${EMAIL} / 07123 456 789 / 020 7946 0958 took 12 ms`,
    );
    const line = last();
    expect(line.msg).toBe('lookup for [redacted] / [redacted] / [redacted] took 12 ms');
    expect(line.detail).toBe('no account for [redacted] or [redacted]');
    expect(line.count).toBe(3);
  });

  it('leaves ids, times and numbers alone', () => {
    const { logger, last } = capturingLogger();
    const id = '07123456-7890-4abc-8def-071234567890';
    logger.info({ eventId: id, responseTime: 0.07123456789, port: 3000, at: '2026-11-23T19:00:00.000Z' }, 'ok');
    expect(last()).toMatchObject({ eventId: id, responseTime: 0.07123456789, port: 3000 });
  });

  it('logs an error passed alone, or as err, with its message scrubbed and its own fields censored', () => {
    const { logger, last, text } = capturingLogger();
    const error = Object.assign(new Error(`mail to ${EMAIL} refused`), { code: 'EENVELOPE', recipient: EMAIL });
    logger.error(error);
    expect(last().msg).toBe('mail to [redacted] refused');
    expect(last().err).toMatchObject({ type: 'Error', errorCode: 'EENVELOPE', recipient: '[redacted]' });
    logger.error({ err: new Error('wrapped', { cause: error }) }, 'send failed');
    expect(last().err.cause.message).toBe('mail to [redacted] refused');
    expect(text()).not.toContain(EMAIL);
  });

  it('logs a failed database query without its parameters, detail or values', async () => {
    const scratch = await createTestDatabase();
    try {
      const { db } = scratch.database;
      await db.execute(sql`create table people (email text unique, mobile_number text)`);
      await db.execute(sql`insert into people values (${EMAIL}, ${MOBILE})`);
      const failure = await db.execute(sql`insert into people values (${EMAIL}, ${MOBILE})`).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(Error);
      // What the drivers attach: drizzle's params, PostgreSQL's `Key (email)=(…) already exists.`
      expect(JSON.stringify({ ...(failure as object), cause: { ...((failure as Error).cause as object) } })).toContain(
        EMAIL,
      );
      const { logger, last, text } = capturingLogger();
      logger.error({ err: failure, method: 'register' }, 'rpc handler failed');
      const line = last();
      expect(line.err.message).toMatch(
        /^Failed query: insert into people values \(\$1, \$2\) \(parameters withheld\)$/,
      );
      expect(line.err.cause).toMatchObject({ errorCode: '23505', constraint: 'people_email_key' });
      expect(line.err.cause.detail).toBeUndefined();
      expect(text()).not.toContain(EMAIL);
      expect(text()).not.toContain(MOBILE);
    } finally {
      await scratch.drop();
    }
  });

  it('censors child bindings and keeps the correlation id mixin working', () => {
    const { logger, last, text } = capturingLogger();
    logger.child({ service: 'identity', email: EMAIL }).info('started');
    expect(last()).toMatchObject({ service: 'identity', email: '[redacted]', msg: 'started' });
    expect(text()).not.toContain(EMAIL);
  });
});
