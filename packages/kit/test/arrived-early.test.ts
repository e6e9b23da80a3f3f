import { describe, expect, it } from 'vitest';
import { EventArrivedEarlyError, redeliveryLogEntry } from '../src/index.js';

describe('logging a delivery that will be retried', () => {
  it('notes an event that arrived before the one it needs, without an error or stack', () => {
    const entry = redeliveryLogEntry(new EventArrivedEarlyError('business b1 is not known to notifications yet'));
    expect(entry).toEqual({ level: 'info', fields: { reason: 'business b1 is not known to notifications yet' } });
  });

  it('warns about any other failure, with the error', () => {
    const error = new Error('connection refused');
    expect(redeliveryLogEntry(error)).toEqual({ level: 'warn', fields: { err: error } });
  });
});
