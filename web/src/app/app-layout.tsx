import { useMatches } from 'react-router-dom';
import { MainLayout } from '@/shared/components/layout/main-layout';
import { LiveEventsProvider } from '@/shared/live/live-events';
import type { LiveStreamOptions } from '@/shared/live/live-stream';
import { getCurrentUser } from '@/shared/session/api/get-current-user';
import { useSession } from '@/shared/session/use-session';
import { RouteHead } from './head/route-head';
import { prerenderedSource } from './prerender/prerender-handle';

/**
 * The stream ended because the session did, or would not open: ask who is signed in. An ended
 * session then ends here as it does for any call (connect-api-to-session.ts: the login page).
 */
const checkSession = () => {
  getCurrentUser().catch(() => undefined);
};

const liveOptions: LiveStreamOptions = { onSignedOut: checkSession, onOpenFailed: checkSession };

/**
 * The shell, with the head tags of the page it shows, and the tab's live stream: open for a
 * signed-in customer or business on any page but the light public ones (which stay light, and
 * prerendered).
 */
export function AppLayout() {
  const { user } = useSession();
  const onLightPage = prerenderedSource(useMatches()) !== null;
  const hasStream = user?.userType === 'customer' || user?.userType === 'business';
  return (
    <LiveEventsProvider
      userId={hasStream ? (user?.id ?? null) : null}
      enabled={hasStream && !onLightPage}
      options={liveOptions}
    >
      <RouteHead />
      <MainLayout />
    </LiveEventsProvider>
  );
}
