import { describe, expect, it } from 'vitest';
import { composeLeadSms } from '../src/delivery/lead-alerts.js';
import { quietHoursEnd } from '../src/delivery/quiet-hours.js';
import { fitsGsm7, vonageNumber } from '../src/delivery/vonage-sms-channel.js';

const at = (iso: string) => new Date(iso);
const end = (iso: string) => quietHoursEnd(at(iso))?.toISOString() ?? null;

describe('SMS quiet hours: 21:00–08:00 UK time', () => {
  it('in winter (GMT, UK time is UTC)', () => {
    expect(end('2026-01-15T20:59:59.999Z')).toBeNull();
    expect(end('2026-01-15T21:00:00.000Z')).toBe('2026-01-16T08:00:00.000Z');
    expect(end('2026-01-15T23:59:59.000Z')).toBe('2026-01-16T08:00:00.000Z');
    expect(end('2026-01-16T00:00:00.000Z')).toBe('2026-01-16T08:00:00.000Z');
    expect(end('2026-01-16T07:59:59.999Z')).toBe('2026-01-16T08:00:00.000Z');
    expect(end('2026-01-16T08:00:00.000Z')).toBeNull();
  });

  it('in summer (BST, UK time is UTC+1)', () => {
    // 20:59:59 and 21:00 BST.
    expect(end('2026-07-15T19:59:59.999Z')).toBeNull();
    expect(end('2026-07-15T20:00:00.000Z')).toBe('2026-07-16T07:00:00.000Z');
    // 23:30 UTC is already 00:30 the next day in the UK: 08:00 that same UK day.
    expect(end('2026-07-15T23:30:00.000Z')).toBe('2026-07-16T07:00:00.000Z');
    expect(end('2026-07-16T06:59:59.999Z')).toBe('2026-07-16T07:00:00.000Z');
    expect(end('2026-07-16T07:00:00.000Z')).toBeNull();
  });

  it('across the nights the clocks change: 08:00 by the clock of the morning after', () => {
    // Clocks go forward at 01:00 GMT on 29 March 2026: 21:00 GMT, then 08:00 BST.
    expect(end('2026-03-28T21:00:00.000Z')).toBe('2026-03-29T07:00:00.000Z');
    expect(end('2026-03-29T01:30:00.000Z')).toBe('2026-03-29T07:00:00.000Z');
    // Clocks go back at 01:00 GMT on 25 October 2026: 21:00 BST, then 08:00 GMT.
    expect(end('2026-10-24T20:00:00.000Z')).toBe('2026-10-25T08:00:00.000Z');
    expect(end('2026-10-25T00:30:00.000Z')).toBe('2026-10-25T08:00:00.000Z');
    expect(end('2026-10-25T08:00:00.000Z')).toBeNull();
  });
});

describe('numbers and text as Vonage takes them', () => {
  it('sends the stored 07 mobile as E.164 without the +, and refuses for good what is not a UK mobile', () => {
    expect(vonageNumber('07700900123')).toBe('447700900123');
    expect(vonageNumber('+44 7700 900123')).toBe('447700900123');
    expect(() => vonageNumber('02079460000')).toThrow(
      expect.objectContaining({ name: 'UndeliverableError', message: 'the recipient is not a UK mobile number' }),
    );
  });

  it('keeps GSM-7 text as text and sends anything else as unicode', () => {
    expect(fitsGsm7('LocalPros: your code is ABCD-2345. It expires in 15 minutes. £5 [ok] €')).toBe(true);
    expect(fitsGsm7('Mrs O’Brien’s kitchen')).toBe(false);
    expect(fitsGsm7('New lead 🧽')).toBe(false);
  });
});

describe('the new-lead SMS', () => {
  const url = 'https://www.localpros.co.uk';

  it('names the job and its district, and links to the leads', () => {
    expect(
      composeLeadSms({ title: 'End of tenancy clean', location: 'sw4', serviceName: 'End of tenancy cleaning' }, url),
    ).toBe('New lead on LocalPros: End of tenancy clean in SW4. Open: https://www.localpros.co.uk/dashboard/leads');
  });

  it('stays short with a long title, and reads well with nothing known', () => {
    const long = composeLeadSms(
      {
        title: 'Deep clean of a four bedroom house with a conservatory and a garage',
        location: 'SW',
        serviceName: null,
      },
      url,
    );
    expect(long).toBe(
      'New lead on LocalPros: Deep clean of a four bedroom house... in SW. Open: https://www.localpros.co.uk/dashboard/leads',
    );
    // GSM-7 throughout: one 160-character part of text, not unicode's 70.
    expect(fitsGsm7(long)).toBe(true);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(composeLeadSms({ title: null, location: null, serviceName: null }, url)).toBe(
      'New lead on LocalPros: a job near you. Open: https://www.localpros.co.uk/dashboard/leads',
    );
  });
});
