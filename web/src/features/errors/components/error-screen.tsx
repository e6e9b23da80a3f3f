import { Button, Typography } from 'antd';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';

export interface ErrorScreenProps {
  status: number;
}

/** "Oops 404 Error!" with a way back home. */
export function ErrorScreen({ status }: ErrorScreenProps) {
  return (
    <section className="lp-page lp-page--narrow lp-error" role="alert">
      <title>{`Error ${status} | ${company.name}`}</title>
      <Typography.Title level={1}>{`Oops ${status} Error!`}</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        {status === 404 ? 'page not found' : "Something went wrong, We're working on it."}
      </Typography.Paragraph>
      {/* A full page load, so a broken client state or a stale build is left behind. */}
      <Button type="primary" size="large" href={paths.home}>
        Home
      </Button>
    </section>
  );
}
