import { ComingSoonPage } from '@/shared/components/coming-soon-page';

export default function JobPostedRoute() {
  return (
    <ComingSoonPage
      title="Your job is posted"
      summary="Confirmation of your job and what happens next will appear here."
    />
  );
}
