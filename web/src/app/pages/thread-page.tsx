import { Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ThreadPanel } from '@/features/messages/components/thread-panel';
import { ButtonLink } from '@/shared/components/button-link';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';

/** /messages/{threadId}: one conversation on a page of its own, where a message's notification leads. */
export default function ThreadPage() {
  const { threadId = '' } = useParams();
  return (
    <section className="lp-page lp-thread-page">
      <title>{`Messages | ${company.name}`}</title>
      <Typography.Title level={1}>Messages</Typography.Title>
      <ThreadPanel threadId={threadId} />
      <ButtonLink to={paths.dashboard} style={{ marginTop: 16 }}>
        Back to the dashboard
      </ButtonLink>
    </section>
  );
}
