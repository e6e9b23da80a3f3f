import { ShopOutlined } from '@ant-design/icons';
import { Avatar, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { businessProfileHref } from '@/shared/config/paths';
import { missingDate } from '@/shared/lib/dates';
import type { Job } from '@/shared/types/job';

/** The business doing a job: its logo (a placeholder without one) and its name, linking to its public profile. */
export function BusinessLine({ business }: { business: Job['business'] }) {
  if (!business) return <Typography.Text type="secondary">{missingDate}</Typography.Text>;
  return (
    <Space size={8} align="center">
      <Avatar
        size={40}
        shape="square"
        src={business.logo ?? undefined}
        icon={<ShopOutlined />}
        alt={`${business.userName} logo`}
      />
      <Link to={businessProfileHref(business.id)}>{business.userName}</Link>
    </Space>
  );
}
