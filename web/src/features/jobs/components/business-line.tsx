import { ShopOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ProfileImage } from '@/shared/components/profile-image';
import { businessProfileHref } from '@/shared/config/paths';
import { missingDate } from '@/shared/lib/dates';
import type { Job } from '@/shared/types/job';

/** The business doing a job: its logo (a placeholder without one) and its name, linking to its public profile. */
export function BusinessLine({ business }: { business: Job['business'] }) {
  if (!business) return <Typography.Text type="secondary">{missingDate}</Typography.Text>;
  return (
    <Space size={8} align="center">
      <ProfileImage
        src={business.logo}
        alt={`${business.userName} logo`}
        size={40}
        shape="square"
        placeholder={<ShopOutlined />}
        lazy
      />
      <Link to={businessProfileHref(business.id)}>{business.userName}</Link>
    </Space>
  );
}
