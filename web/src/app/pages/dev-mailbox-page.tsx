import { DevMailbox } from '@/features/dev-mailbox/components/dev-mailbox';
import NotFoundRoute from '@/features/errors/routes/not-found';
import { usePlatform } from '@/shared/api/get-platform';
import { PageLoader } from '@/shared/components/page-loader';

/** /dev/mailbox exists on every platform but production, where it is an unknown page. */
export default function DevMailboxPage() {
  const platform = usePlatform();
  if (platform === undefined) return <PageLoader />;
  if (platform === 'production') return <NotFoundRoute />;
  return <DevMailbox />;
}
