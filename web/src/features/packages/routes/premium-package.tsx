import { ComingSoonPage } from '@/shared/components/coming-soon-page';

export default function PremiumPackageRoute() {
  return (
    <ComingSoonPage title="Premium package" summary="Details and sign-up for the Premium package will be shown here." />
  );
}
