import { useSearchParams } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { useSession } from '@/shared/session/use-session';
import { PostJobWizard } from '../components/post-job-wizard';
import '../components/post-job.css';

/** /post-a-job and /post-job: visitors post a job and register in one go. */
export default function PostJobRoute() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  return (
    <section className="lp-page lp-page--narrow">
      <title>{`Post a job | ${company.name}`}</title>
      <h1 className="lp-page__title">Post a job</h1>
      <p className="lp-lead">Describe the job and local pros within {company.leadRadiusKm} km will send you quotes.</p>
      <PostJobWizard signedIn={user?.userType === 'customer'} start={startFrom(searchParams)} />
    </section>
  );
}

/**
 * The home page's "What do you need? / Your postcode" arrive as ?category=…&service=…&postcode=…;
 * the postcode's area (its leading letters, e.g. SW of SW1A 1AA) is the job's location.
 */
function startFrom(query: URLSearchParams) {
  const area = /^[A-Z]{1,2}/.exec((query.get('postcode') ?? '').trim().toUpperCase())?.[0];
  return {
    category_id: query.get('category') ?? undefined,
    service_id: query.get('service') ?? undefined,
    location: area,
  };
}
