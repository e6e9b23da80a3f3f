import { describe, expect, it } from 'vitest';
import { PageCache } from '../src/pages/page-cache.js';

describe('the public page cache', () => {
  it('when full, drops only the page asked for least recently, not every page at once', () => {
    const cache = new PageCache<string>(3, 60_000);
    cache.set('/', 'home');
    cache.set('/a', 'a');
    cache.set('/b', 'b');
    expect(cache.get('/')).toBe('home'); // asked again: now the most recent
    cache.set('/c', 'c');
    expect(cache.size).toBe(3);
    expect(cache.get('/a')).toBeUndefined();
    expect([cache.get('/'), cache.get('/b'), cache.get('/c')]).toEqual(['home', 'b', 'c']);
  });

  it('keeps a page for its time only, and drops a page only while it is the one kept', () => {
    let now = 0;
    const cache = new PageCache<string>(10, 60_000, () => now);
    cache.set('/', 'first');
    now = 59_999;
    expect(cache.get('/')).toBe('first');
    cache.drop('/', 'older build');
    expect(cache.get('/')).toBe('first');
    now = 60_000;
    expect(cache.get('/')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('/', 'second');
    cache.drop('/', 'second');
    expect(cache.get('/')).toBeUndefined();
  });
});
