import { describe, expect, it } from 'vitest';
import { prerenderedQuery } from './prerendered-query';

const at = (path: string) => prerenderedQuery(new URL(path, 'https://www.localpros.co.uk'));

describe('the query a prerendered page is rendered with', () => {
  it('is only the parameters the page reads, first value each, in name order', () => {
    expect(at('/post-a-job?utm_source=mail&postcode=SW1A%201AA&service=s-1&category=c-1&category=c-2')).toBe(
      '?category=c-1&postcode=SW1A+1AA&service=s-1',
    );
    expect(at('/post-job?service=s-1')).toBe('?service=s-1');
    expect(at('/?user_type=business&code=123456&fbclid=x')).toBe('?code=123456&user_type=business');
  });

  it('is empty for a page that reads none, whatever the address carries', () => {
    expect(at('/?x=1')).toBe('');
    expect(at('/services/cleaning/end-of-tenancy-cleaning?page=2&q=oven')).toBe('');
    expect(at('/business/0b5e7a52-3f55-4f0c-9d1b-0d1c4c6a1f01?ref=share')).toBe('');
    expect(at('/privacy-policy')).toBe('');
  });

  it('is null for a page the server does not prerender', () => {
    expect(at('/login?next=/dashboard')).toBeNull();
    expect(at('/dashboard/quoted')).toBeNull();
    expect(at('/no-such-page?x=1')).toBeNull();
  });
});
