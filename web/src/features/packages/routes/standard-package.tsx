import { ComingSoonPage } from '@/shared/components/coming-soon-page';

export default function StandardPackageRoute() {
  return (
    <ComingSoonPage
      title="Standard package"
      summary="Details and sign-up for the Standard package will be shown here."
    />
  );
}
