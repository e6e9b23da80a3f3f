import { Typography } from 'antd';
import { company } from '@/shared/config/company';
import { ImpersonateCard } from '../components/impersonate-card';
import { SummaryCards } from '../components/summary-cards';
import '../components/admin.css';

/** Admin landing: the totals and, until the admin tables arrive, impersonation by e-mail. */
export default function AdminDashboardRoute() {
  return (
    <section className="lp-page">
      <title>{`Admin dashboard | ${company.name}`}</title>
      <Typography.Title level={1}>Admin dashboard</Typography.Title>
      <SummaryCards />
      <ImpersonateCard />
    </section>
  );
}
