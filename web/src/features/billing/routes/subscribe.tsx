import { ComingSoonPage } from '@/shared/components/coming-soon-page';

export default function SubscribeRoute() {
  return <ComingSoonPage title="Subscribe" summary="Choose and pay for a package here to start receiving leads." />;
}
