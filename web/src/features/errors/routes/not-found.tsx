import { Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/shared/components/button-link';
import { paths } from '@/shared/config/paths';
import { notFoundHead } from '@/shared/head/page-head';
import { PageHeadTags } from '@/shared/head/page-head-tags';

/** Any path no route matches. */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <section className="lp-page lp-page--narrow">
      <PageHeadTags head={notFoundHead} />
      <Typography.Title level={1}>{`Page Not Found: ${pathname}`}</Typography.Title>
      <Typography.Paragraph className="lp-lead">{notFoundHead.description}</Typography.Paragraph>
      <ButtonLink to={paths.home} type="primary">
        Home
      </ButtonLink>
    </section>
  );
}
