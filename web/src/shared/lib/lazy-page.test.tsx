import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Page() {
  return <h1>The page</h1>;
}

describe('a code-split page', () => {
  it('suspends on its first render when its code is not in yet', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ default: Page }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('renders at once, without suspending, once preloaded, and loads its code only once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyPage(load);
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
