import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { getPlatform, type PlatformResponse, platformKey } from '@/shared/api/get-platform';
import { logLoadFailure, referenceDataOptions } from '@/shared/api/reference-data-options';
import { useConsent } from '@/shared/consent/consent';
import { syncAnalytics, trackPageView } from './analytics';

/** GET /api/platform also says which Tag Manager container this deployment uses, if any. */
type SiteSettings = PlatformResponse & { tagManagerId?: string | null };

/** The deployment's Tag Manager container id; null when none is configured (nothing loads). */
export function useTagManagerId(): string | null | undefined {
  const { data } = useSWR<SiteSettings>(platformKey, getPlatform, {
    ...referenceDataOptions,
    onError: logLoadFailure('platform'),
  });
  return data === undefined ? undefined : (data.tagManagerId ?? null);
}

/**
 * Keeps the tag manager in step with the visitor's cookie choice and reports a page view on
 * every route change (and on the page open when consent is given). Mount once, inside the router.
 */
export function useAnalytics(): void {
  const containerId = useTagManagerId();
  const { choice } = useConsent();
  const { pathname } = useLocation();
  const analytics = choice?.analytics === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the consent choice is read inside syncAnalytics.
  useEffect(() => {
    syncAnalytics(containerId);
  }, [containerId, analytics]);

  useEffect(() => {
    if (containerId && analytics) trackPageView(pathname);
  }, [containerId, analytics, pathname]);
}

/** Renders nothing: the shell mounts it so analytics follow the router. */
export function Analytics() {
  useAnalytics();
  return null;
}
