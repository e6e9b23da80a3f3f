import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announceChunkLoadFailed } from '@/shared/lib/chunk-load-failed';
import { fetchDeployedVersion } from './deployed-version';
import { UpdatePrompt } from './update-prompt';

/** A fake /version.json: the deployed build id, changed by the test as a deploy would. */
function fakeVersionEndpoint(initial: string) {
  let deployed = initial;
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(url)).toBe('/version.json');
    expect(init?.cache).toBe('no-store');
    return new Response(JSON.stringify({ version: deployed }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    deploy: (version: string) => {
      deployed = version;
    },
  };
}

const prompt = () => screen.queryByText(/A new version of LocalPros is available/);

function comeBackToTab() {
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
}

describe('the "new version, reload" prompt', () => {
  it('stays quiet while the deployed build is the running one, and offers Reload once it changes', async () => {
    const endpoint = fakeVersionEndpoint('build-1');
    const reload = vi.fn();
    render(<UpdatePrompt currentVersion="build-1" fetchVersion={fetchDeployedVersion} minGapMs={0} reload={reload} />);
    // No check on the first load: the page was just fetched.
    expect(endpoint.fetchMock).not.toHaveBeenCalled();

    comeBackToTab();
    await waitFor(() => expect(endpoint.fetchMock).toHaveBeenCalledTimes(1));
    expect(prompt()).toBeNull();

    endpoint.deploy('build-2');
    comeBackToTab();
    await waitFor(() => expect(prompt()).not.toBeNull());
    // A polite live region: announced without taking focus.
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.contains(prompt())).toBe(true);
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks every few minutes on its own and on a tab switch back', async () => {
    const endpoint = fakeVersionEndpoint('build-2');
    render(<UpdatePrompt currentVersion="build-1" fetchVersion={fetchDeployedVersion} intervalMs={30} />);
    await waitFor(() => expect(prompt()).not.toBeNull());
    expect(endpoint.fetchMock).toHaveBeenCalled();
  });

  it('Not now hides it until a newer build appears', async () => {
    const endpoint = fakeVersionEndpoint('build-2');
    render(<UpdatePrompt currentVersion="build-1" fetchVersion={fetchDeployedVersion} minGapMs={0} />);
    comeBackToTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();

    comeBackToTab();
    await waitFor(() => expect(endpoint.fetchMock).toHaveBeenCalledTimes(2));
    expect(prompt()).toBeNull();

    endpoint.deploy('build-3');
    comeBackToTab();
    await waitFor(() => expect(prompt()).not.toBeNull());
  });

  it('an unreachable or missing version file is not a new version', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 })),
    );
    expect(await fetchDeployedVersion()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fetchDeployedVersion()).toBeNull();
  });

  it('offers a reload when a page could not load its code', async () => {
    render(<UpdatePrompt currentVersion="build-1" fetchVersion={async () => 'build-1'} />);
    act(() => announceChunkLoadFailed());
    expect(screen.getByText(/Part of this page could not load/)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).not.toBeNull();
  });
});
