import { Outlet } from 'react-router-dom';
import { AntdProviders } from '@/shared/components/layout/antd-providers';

/** Layout route around every page that uses antd: its providers arrive with the first such page. */
export default function AntdLayout() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}

// The guards that use antd arrive with this chunk, so a guarded page does not wait for one more.
export { RequireNoSubscription, RequireSubscription } from '@/shared/components/subscription-guards';
