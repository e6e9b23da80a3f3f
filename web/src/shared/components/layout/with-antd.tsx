import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { guardStaleChunk } from '@/shared/lib/lazy-page';

/**
 * A component that uses antd, loaded on first render together with antd's providers, for the light
 * shell (the user menu of a signed-in user, the impersonation banner): visitors never download antd.
 * Render it inside a Suspense boundary.
 */
export function lazyWithAntd<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    // A chunk gone after a deploy reloads the page once, as for a page (lazyPage).
    const [{ AntdProviders }, Inner] = await guardStaleChunk(() => Promise.all([import('./antd-providers'), load()]));
    function WithAntd(props: P) {
      return (
        <AntdProviders>
          <Inner {...props} />
        </AntdProviders>
      );
    }
    return { default: WithAntd };
  });
}
