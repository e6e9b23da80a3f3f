import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useSessionActions } from '@/shared/session/use-session-actions';
import { impersonateUser } from '../api/impersonate-user';
import { adminTexts } from '../lib/admin-texts';
import { useAdminAction } from '../lib/use-admin-action';

/** Acts as this customer or business; the banner's Back to Admin returns. */
export function ImpersonateButton({ email }: { email: string }) {
  const run = useAdminAction();
  const { switchTo } = useSessionActions();
  const navigate = useNavigate();
  const impersonate = () =>
    run(async () => {
      await switchTo(await impersonateUser(email));
      navigate(paths.dashboard, { replace: true });
    });
  return (
    <Button size="small" onClick={impersonate}>
      {adminTexts.impersonate}
    </Button>
  );
}
