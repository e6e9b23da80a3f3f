import { CrownOutlined, ShopOutlined } from '@ant-design/icons';
import { Avatar, Descriptions, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { PageLoader } from '@/shared/components/page-loader';
import { company } from '@/shared/config/company';
import { formatUkDate } from '@/shared/lib/dates';
import { usePublicBusiness } from '../api/get-public-business';

export interface PublicBusinessRouteProps {
  /** The business's rating and reviews; the app passes them in (features do not import each other). */
  renderReviews?: (businessId: string) => ReactNode;
  /** The page for an unknown id (the site's 404 page); the app passes it in, for the same reason. */
  renderNotFound: () => ReactNode;
}

/** /business/{id}: a business's public profile; an unknown id shows the 404 page. */
export default function PublicBusinessRoute({ renderReviews, renderNotFound }: PublicBusinessRouteProps) {
  const { id = '' } = useParams();
  const { data, error, isLoading } = usePublicBusiness(id);
  if (isLoading) return <PageLoader />;
  if (isApiError(error) && error.status === 404) return renderNotFound();
  if (error || !data) throw error ?? new Error('Business not loaded');
  const business = data.business;
  const area = [business.location, business.locationName].filter(Boolean).join(' — ');

  return (
    <section className="lp-page lp-page--narrow">
      <title>{`${business.name} | ${company.name}`}</title>
      <Space align="center" size={16} wrap>
        <Avatar
          size={72}
          shape="square"
          src={business.logo ?? undefined}
          icon={<ShopOutlined />}
          alt={`${business.name} logo`}
        />
        <Typography.Title level={1} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {business.name}
        </Typography.Title>
        {business.package === 'premium' ? (
          <Tag icon={<CrownOutlined aria-hidden />} className="lp-premium-badge">
            Premium
          </Tag>
        ) : null}
      </Space>
      {business.description ? (
        <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-line' }}>
          {business.description}
        </Typography.Paragraph>
      ) : null}
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        {business.workCategoriesName ? (
          <Descriptions.Item label="Work category">{business.workCategoriesName}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Services">
          {business.services.length === 0 ? (
            'No services listed'
          ) : (
            <Space wrap size={[4, 4]}>
              {business.services.map((service) => (
                <Tag key={service.id}>{service.name}</Tag>
              ))}
            </Space>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Area">{area || 'N/A'}</Descriptions.Item>
        <Descriptions.Item label="Member since">{formatUkDate(business.memberSince)}</Descriptions.Item>
      </Descriptions>
      {renderReviews ? <div style={{ marginTop: 24 }}>{renderReviews(business.id)}</div> : null}
    </section>
  );
}
