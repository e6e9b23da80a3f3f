import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources';

describe('avatar and logo sources', () => {
  it('list every width of a stored image and the upload itself, src at 1×', () => {
    expect(imageSources('/api/business/logo/7c9e6679-7425-40de-944b-e07fc1f90ae7', 40)).toEqual({
      src: '/api/business/logo/7c9e6679-7425-40de-944b-e07fc1f90ae7/48',
      srcSet: [
        '/api/business/logo/7c9e6679-7425-40de-944b-e07fc1f90ae7/48 48w',
        '/api/business/logo/7c9e6679-7425-40de-944b-e07fc1f90ae7/96 96w',
        '/api/business/logo/7c9e6679-7425-40de-944b-e07fc1f90ae7/192 192w',
        '/api/business/logo/7c9e6679-7425-40de-944b-e07fc1f90ae7 512w',
      ].join(', '),
      sizes: '40px',
    });
    expect(imageSources('/api/user/avatar/a-1', 72).src).toBe('/api/user/avatar/a-1/96');
    expect(imageSources('/api/user/avatar/a-1', 300).src).toBe('/api/user/avatar/a-1');
  });

  it('leave any other URL as it is', () => {
    expect(imageSources('https://img.example/s.png', 48)).toEqual({ src: 'https://img.example/s.png' });
    expect(imageSources('/api/user/avatar/a-1/48', 48)).toEqual({ src: '/api/user/avatar/a-1/48' });
  });
});
