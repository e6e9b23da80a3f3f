import { Tag, Typography } from 'antd';
import { company } from '@/shared/config/company';

export interface ComingSoonPageProps {
  title: string;
  /** One line on what this page will offer. */
  summary: string;
}

/** Stand-in for a page whose feature is still being built. */
export function ComingSoonPage({ title, summary }: ComingSoonPageProps) {
  return (
    <section className="lp-page lp-page--narrow">
      <title>{`${title} | ${company.name}`}</title>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph className="lp-lead">{summary}</Typography.Paragraph>
      <Tag color="processing">Coming soon</Tag>
    </section>
  );
}
