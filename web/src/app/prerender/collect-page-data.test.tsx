import { render } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { collectPageData, type WantedData } from './collect-page-data';

function Business({ id }: { id: string | null }) {
  const { data } = useSWR(id ? ['/business', id] : null, ([, businessId]) => Promise.resolve(`Business ${businessId}`));
  useSWR('/platform', () => Promise.resolve({ platform: 'local' }));
  return <p>{data ?? 'none'}</p>;
}

describe('collecting what a page asks for', () => {
  it("notes each hook's key with its fetcher, once, and skips a hook without a key", async () => {
    const wanted: WantedData = new Map();
    render(
      <SWRConfig value={{ use: [collectPageData(wanted)], provider: () => new Map() }}>
        <Business id="7" />
        <Business id="7" />
        <Business id={null} />
      </SWRConfig>,
    );
    expect([...wanted.keys()].sort()).toEqual(['/platform', '@"/business","7",'].sort());
    expect(await wanted.get('@"/business","7",')?.()).toBe('Business 7');
    expect(await wanted.get('/platform')?.()).toEqual({ platform: 'local' });
  });
});
