import { describe, expect, it } from 'vitest';
import { urgencyOf } from './urgency';

describe('job urgency', () => {
  const now = '2026-11-22T12:00:00Z';

  it('shows the target itself unless it is a specific date', () => {
    expect(urgencyOf('immediately', null, now)).toBe('immediately');
    expect(urgencyOf('flexible', '2026-12-01', now)).toBe('flexible');
  });

  it('shows a relative date for a specific date, N/A when it is missing', () => {
    expect(urgencyOf('specificDate', '2026-11-25T12:00:00Z', now)).toBe('in 3 days');
    expect(urgencyOf('specificDate', null, now)).toBe('N/A');
  });
});
