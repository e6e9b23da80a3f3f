import { useParams } from 'react-router-dom';
import { ComingSoonPage } from '@/shared/components/coming-soon-page';

/** Public profile of one business. */
export default function BusinessProfileRoute() {
  const { id = '' } = useParams();
  return (
    <ComingSoonPage
      title="Business profile"
      summary={`The public profile of business ${id}, with its services, area and reviews, will be shown here.`}
    />
  );
}
