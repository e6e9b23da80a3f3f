import { ComingSoonPage } from '@/shared/components/coming-soon-page';

export default function PostJobRoute() {
  return (
    <ComingSoonPage
      title="Post a job"
      summary="Describe the cleaning job you need here and local pros within 40 km will send you quotes."
    />
  );
}
