import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { adminTabHref } from '@/shared/config/paths';

export interface AdminSection {
  key: string;
  label: string;
  render: () => ReactNode;
}

/**
 * An admin tab's sections as tabs, each at /admin/{tab}/{section}; /admin/{tab} shows the first,
 * and an unknown section goes back there.
 */
export function AdminSectionTabs({
  tab,
  sections,
  section,
}: {
  tab: string;
  sections: AdminSection[];
  section: string | undefined;
}) {
  const navigate = useNavigate();
  const active = section ?? sections[0]?.key;
  if (!sections.some((s) => s.key === active)) return <Navigate to={adminTabHref(tab)} replace />;
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(adminTabHref(tab, key))}
      destroyOnHidden
      items={sections.map((s) => ({ key: s.key, label: s.label, children: s.key === active ? s.render() : null }))}
    />
  );
}
