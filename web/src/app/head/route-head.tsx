import { useLocation } from 'react-router-dom';
import { PageHeadTags } from '@/shared/head/page-head-tags';
import { pageHeads } from './page-heads';

/** The registered head tags of the current path, if it has any (see page-heads.ts). */
export function RouteHead() {
  const { pathname } = useLocation();
  const head = pageHeads[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
  return head ? <PageHeadTags head={head} /> : null;
}
