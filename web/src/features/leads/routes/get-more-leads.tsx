import { ComingSoonPage } from '@/shared/components/coming-soon-page';

export default function GetMoreLeadsRoute() {
  return (
    <ComingSoonPage
      title="Get more leads"
      summary="How verified businesses win more local cleaning jobs on LocalPros will be explained here."
    />
  );
}
