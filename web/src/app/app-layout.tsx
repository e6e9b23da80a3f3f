import { MainLayout } from '@/shared/components/layout/main-layout';
import { RouteHead } from './head/route-head';

/** The shell, with the head tags of the page it shows. */
export function AppLayout() {
  return (
    <>
      <RouteHead />
      <MainLayout />
    </>
  );
}
