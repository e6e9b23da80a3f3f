import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ButtonLink } from '@/shared/components/button-link';
import { paths, settingsHref } from '@/shared/config/paths';
import { useLogOutAction } from '@/shared/session/use-log-out-action';
import { useSession } from '@/shared/session/use-session';
import { UserMenu } from './user-menu';

export interface NavbarActionsProps {
  /** Stacked full-width buttons for the mobile menu. */
  stacked?: boolean;
  /** Called after a button is used, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** The account buttons: Dashboard and the user menu when logged in, otherwise register and log-in buttons. */
export function NavbarActions({ stacked = false, onNavigate }: NavbarActionsProps) {
  const { user, dashboardPath } = useSession();
  const className = stacked ? 'lp-nav-actions lp-nav-actions--stacked' : 'lp-nav-actions';
  const shared = { block: stacked, onClick: onNavigate };

  if (user) {
    return (
      <div className={className}>
        <ButtonLink to={dashboardPath} type="primary" {...shared}>
          Dashboard
        </ButtonLink>
        {stacked ? <StackedAccountActions isAdmin={user.userType === 'admin'} onNavigate={onNavigate} /> : null}
        {stacked ? null : <UserMenu user={user} />}
      </div>
    );
  }
  return (
    <div className={className}>
      <ButtonLink to={paths.packages} {...shared}>
        Register as a Business
      </ButtonLink>
      <ButtonLink to={paths.registerCustomer} {...shared}>
        Register as a User
      </ButtonLink>
      <ButtonLink to={paths.login} type="primary" {...shared}>
        Log In
      </ButtonLink>
    </div>
  );
}

/** The mobile menu shows the user menu's entries as plain buttons. */
function StackedAccountActions({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const { logOut, isLoggingOut } = useLogOutAction();
  return (
    <>
      {isAdmin ? null : (
        <ButtonLink to={settingsHref()} block icon={<SettingOutlined aria-hidden />} onClick={onNavigate}>
          Settings
        </ButtonLink>
      )}
      <Button
        block
        danger
        icon={<LogoutOutlined aria-hidden />}
        loading={isLoggingOut}
        onClick={() => {
          onNavigate?.();
          void logOut();
        }}
      >
        Log out
      </Button>
    </>
  );
}
