import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, starFills } from './stars';

const fills = (value: number, allowHalf: boolean) => starFills(value, allowHalf).map(({ fill }) => fill);

describe('review stars', () => {
  it('fills whole stars, and half a star only where halves are allowed', () => {
    expect(fills(4, false)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(fills(4.5, true)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(fills(4.3, true)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(fills(4.2, true)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(fills(1, false)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('is one image named by its rating, its five stars hidden from screen readers', () => {
    const { container } = render(<Stars value={3.5} allowHalf />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    const stars = container.querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    expect([...stars].every((star) => star.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(container.querySelectorAll('.lp-stars__star--full')).toHaveLength(3);
    expect(container.querySelectorAll('.lp-stars__star--half')).toHaveLength(1);
  });
});
