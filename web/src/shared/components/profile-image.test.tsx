import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileImage } from './profile-image';

const logo = '/api/business/logo/7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('avatars and logos', () => {
  it('offer every width by srcset, sized for the box they fill, with no layout shift', () => {
    render(<ProfileImage src={logo} alt="Sparkle & Co logo" size={48} shape="square" placeholder="S" lazy />);
    const image = screen.getByAltText('Sparkle & Co logo');
    expect(image.getAttribute('srcset')).toBe(`${logo}/48 48w, ${logo}/96 96w, ${logo}/192 192w, ${logo} 512w`);
    expect(image.getAttribute('sizes')).toBe('48px');
    expect(image.getAttribute('src')).toBe(`${logo}/48`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['48', '48']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.className).toBe('lp-profile-image lp-profile-image--square');
  });

  it('load at once above the fold, and say the size they are shown at', () => {
    render(<ProfileImage src="/api/user/avatar/a-1" alt="Profile picture of Ann" size={96} placeholder="A" />);
    const image = screen.getByAltText('Profile picture of Ann');
    expect(image.getAttribute('loading')).toBeNull();
    expect(image.getAttribute('sizes')).toBe('96px');
    expect(image.getAttribute('src')).toBe('/api/user/avatar/a-1/96');
  });

  it('show the placeholder, not an image, without one', () => {
    const { container } = render(
      <ProfileImage src={null} alt="Ann's photo" size={40} placeholder={<span role="img" aria-label="user" />} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'user' })).toBeTruthy();
    expect(container.firstElementChild?.className).toBe(
      'lp-profile-image lp-profile-image--circle lp-profile-image--none',
    );
  });
});
