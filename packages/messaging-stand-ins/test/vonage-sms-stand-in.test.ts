import { SMS, SMSFailure, TypeEnum } from '@vonage/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingStandInsFor, startVonageSmsStandIn, type VonageSmsStandIn, vonageTestNumbers } from '../src/index.js';

/** Vonage's own SDK, pointed at the stand-in as notifications points it (`restHost`). */
let standIn: VonageSmsStandIn;
let sms: SMS;
const apiKey = 'a1b2c3d4';
const apiSecret = 'Sx7Kq2Lm9Vb4Nc1W';

beforeAll(async () => {
  standIn = await startVonageSmsStandIn({ apiKey, apiSecret });
  sms = new SMS({ apiKey, apiSecret }, { restHost: standIn.url });
});
afterAll(async () => {
  await standIn?.close();
});

/**
 * The SDK's refusal: what Vonage answered for each part. (The SDK compares the failures with
 * "message-count", which Vonage sends as a string, so one refused SMS is a MessageSendPartialFailure:
 * callers catch SMSFailure, the base of both.)
 */
async function refusal(send: Promise<unknown>) {
  const error = await send.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SMSFailure);
  return (error as SMSFailure).getFailedMessages();
}

describe("Vonage's SMS API stand-in, through @vonage/sms", () => {
  it('accepts an SMS to an E.164 number from an alphanumeric sender, and records it', async () => {
    const answer = await sms.send({
      to: '447700900123',
      from: 'LocalPros',
      text: 'LocalPros: your code is ABCD-2345.',
      clientRef: 'row-1',
    });
    expect(answer.messageCount).toBe('1');
    expect(answer.messages[0]).toMatchObject({
      to: '447700900123',
      status: '0',
      messageId: expect.stringMatching(/^[0-9A-F]{16}$/),
      messagePrice: '0.03330000',
      network: '23410',
      clientRef: 'row-1',
    });
    expect(standIn.received.at(-1)).toMatchObject({
      to: '447700900123',
      from: 'LocalPros',
      text: 'LocalPros: your code is ABCD-2345.',
      type: 'text',
      clientRef: 'row-1',
      parts: 1,
      unencodable: [],
      status: '0',
      messageId: answer.messages[0]?.messageId,
    });
  });

  it('splits a long text into parts as Vonage bills them: 153 GSM-7 or 67 unicode characters each', async () => {
    const answer = await sms.send({ to: '447700900123', from: 'LocalPros', text: 'x'.repeat(161) });
    expect(answer.messageCount).toBe('2');
    expect(new Set(answer.messages.map((message) => message.messageId)).size).toBe(2);
    const unicode = await sms.send({
      to: '447700900123',
      from: 'LocalPros',
      text: '’'.repeat(71),
      type: TypeEnum.UNICODE,
    });
    expect(unicode.messageCount).toBe('2');
    // A non-GSM character sent as text: Vonage sends it, the phone would not show it.
    await sms.send({ to: '447700900123', from: 'LocalPros', text: 'O’Brien' });
    expect(standIn.received.at(-1)?.unencodable).toEqual(['’']);
  });

  it("refuses as Vonage does: status and error-text with HTTP 200, the SDK's failure", async () => {
    const wrongKey = new SMS({ apiKey, apiSecret: 'not-the-secret' }, { restHost: standIn.url });
    expect(await refusal(wrongKey.send({ to: '447700900123', from: 'LocalPros', text: 'x' }))).toMatchObject([
      { status: '4', errorText: 'Bad Credentials' },
    ]);
    expect(await refusal(sms.send({ to: '', from: 'LocalPros', text: 'x' }))).toMatchObject([
      { status: '2', errorText: 'Missing to param' },
    ]);
    expect(await refusal(sms.send({ to: '+447700900123', from: 'LocalPros', text: 'x' }))).toMatchObject([
      { status: '3', errorText: 'Invalid to param' },
    ]);
    expect(await refusal(sms.send({ to: '447700900123', from: 'LocalPros Ltd UK', text: 'x' }))).toMatchObject([
      { status: '15', errorText: 'Illegal Sender Address - rejected' },
    ]);
    expect(await refusal(sms.send({ to: vonageTestNumbers.barred, from: 'LocalPros', text: 'x' }))).toMatchObject([
      { to: vonageTestNumbers.barred, status: '7', errorText: 'Number barred.' },
    ]);
    expect(standIn.received.at(-1)).toMatchObject({ status: '7', messageId: null });
  });

  it('throttles or fails on request, then answers again', async () => {
    standIn.failNextRequests(1);
    expect(await refusal(sms.send({ to: '447700900123', from: 'LocalPros', text: 'x' }))).toMatchObject([
      { status: '1', errorText: 'Throughput Rate Exceeded - please wait [ 1000 ] and retry' },
    ]);
    standIn.failNextRequests(1, { httpStatus: 503 });
    await expect(sms.send({ to: '447700900123', from: 'LocalPros', text: 'x' })).rejects.toThrow(
      'Request failed with status code 503',
    );
    expect((await sms.send({ to: '447700900123', from: 'LocalPros', text: 'x' })).messages[0]?.status).toBe('0');
  });

  it('takes a form body with api_key and api_secret too, as the API reference shows', async () => {
    const response = await fetch(`${standIn.url}/sms/json`, {
      method: 'POST',
      body: new URLSearchParams({
        api_key: apiKey,
        api_secret: apiSecret,
        to: '447700900123',
        from: 'LocalPros',
        text: 'Hi',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ 'message-count': '1', messages: [{ status: '0' }] });
  });
});

describe('messagingStandInsFor', () => {
  it('starts none on production or when an SMS API is set; else one, with the settings notifications reads', async () => {
    expect(await messagingStandInsFor({ NODE_ENV: 'production' })).toBeNull();
    expect(await messagingStandInsFor({ SMS_API_URL: 'https://rest.nexmo.com' })).toBeNull();
    const started = await messagingStandInsFor({});
    try {
      expect(started?.env).toEqual({
        SMS_API_URL: started?.sms.url,
        VONAGE_API_KEY: expect.stringMatching(/^[0-9a-f]{8}$/),
        VONAGE_API_SECRET: expect.any(String),
        SMS_FROM: 'LocalPros',
      });
    } finally {
      await started?.close();
    }
  });
});
