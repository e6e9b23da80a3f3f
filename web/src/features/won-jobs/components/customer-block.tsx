import { UserOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { ProfileImage } from '@/shared/components/profile-image';
import { chargeText } from '@/shared/lib/money';
import type { Job } from '@/shared/types/job';

/** Spec §2: the customer on a job in progress (avatar or placeholder, name, mobile) and the agreed charge. */
export function CustomerBlock({ job }: { job: Job }) {
  const { user } = job;
  return (
    <section className="lp-customer-block" aria-label="Customer">
      <ProfileImage src={user.avatar} alt={`${user.name}'s photo`} size={48} placeholder={<UserOutlined />} lazy />
      <div className="lp-customer-block__details">
        <Typography.Text strong>{user.name}</Typography.Text>
        {user.mobile_number ? (
          <a href={`tel:${user.mobile_number}`} aria-label={`Call ${user.name} on ${user.mobile_number}`}>
            {user.mobile_number}
          </a>
        ) : null}
        <Typography.Text>
          Charge: <strong>{chargeText(job.cost, job.rate_type)}</strong>
        </Typography.Text>
      </div>
    </section>
  );
}
