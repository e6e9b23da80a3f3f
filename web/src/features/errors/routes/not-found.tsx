import { Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/shared/components/button-link';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';

/** Any path no route matches. */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <section className="lp-page lp-page--narrow">
      <title>{`Page not found | ${company.name}`}</title>
      <Typography.Title level={1}>{`Page Not Found: ${pathname}`}</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        The page you asked for does not exist or has moved.
      </Typography.Paragraph>
      <ButtonLink to={paths.home} type="primary">
        Home
      </ButtonLink>
    </section>
  );
}
