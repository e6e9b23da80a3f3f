import { Typography } from 'antd';
import { company } from '@/shared/config/company';
import { useSession } from '@/shared/session/use-session';
import { PostJobWizard } from '../components/post-job-wizard';

/** /post-a-job and /post-job: visitors post a job and register in one go. */
export default function PostJobRoute() {
  const { user } = useSession();
  return (
    <section className="lp-page lp-page--narrow">
      <title>{`Post a job | ${company.name}`}</title>
      <Typography.Title level={1}>Post a job</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Describe the job and local pros within {company.leadRadiusKm} km will send you quotes.
      </Typography.Paragraph>
      <PostJobWizard signedIn={user?.userType === 'customer'} />
    </section>
  );
}
