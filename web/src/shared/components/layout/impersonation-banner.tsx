import { Alert, App, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useBackAsAdmin } from '@/shared/session/api/back-as-admin';
import { useSession } from '@/shared/session/use-session';
import { useSessionActions } from '@/shared/session/use-session-actions';

export const impersonationTexts = {
  banner: 'You are logged in as impersonation.',
  back: 'Back to Admin',
} as const;

/**
 * Across the app while an admin acts as another user. Back to Admin swaps the session back
 * to the admin (POST /api/login/back-as-admin, then GET /api/auth/user) and opens the admin dashboard.
 */
export function ImpersonationBanner() {
  const { isImpersonating, user } = useSession();
  const { trigger, isMutating } = useBackAsAdmin();
  const { switchTo } = useSessionActions();
  const navigate = useNavigate();
  const { notification } = App.useApp();

  if (!isImpersonating || !user) return null;

  const goBack = async () => {
    try {
      await switchTo(await trigger());
      navigate(paths.adminDashboard, { replace: true });
    } catch (error) {
      notification.error({ title: 'Could not return to your admin account', description: messageOf(error, '') });
    }
  };

  return (
    <section className="lp-impersonation" aria-label="Impersonation">
      <Alert
        type="warning"
        banner
        showIcon
        title={
          <span>
            {impersonationTexts.banner}{' '}
            <span className="lp-impersonation__who">
              ({user.email}, {user.userType})
            </span>
          </span>
        }
        action={
          <Button size="small" type="primary" onClick={goBack} loading={isMutating}>
            {impersonationTexts.back}
          </Button>
        }
      />
    </section>
  );
}
