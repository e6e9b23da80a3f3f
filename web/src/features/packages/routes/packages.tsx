import { ComingSoonPage } from '@/shared/components/coming-soon-page';

export default function PackagesRoute() {
  return (
    <ComingSoonPage
      title="Packages for businesses"
      summary="Compare the Standard and Premium packages for receiving and quoting on local leads here."
    />
  );
}
