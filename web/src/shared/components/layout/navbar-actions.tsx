import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths, settingsHref } from '@/shared/config/paths';
import { useLogOutAction } from '@/shared/session/use-log-out-action';
import { useSession } from '@/shared/session/use-session';
import { lazyWithAntd } from './with-antd';

// The dropdown is antd's: only a signed-in user downloads it.
const UserMenu = lazyWithAntd(() => import('./user-menu').then((module) => module.UserMenu));

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

  if (user) {
    return (
      <div className={className}>
        <Link to={dashboardPath} className="lp-button lp-button--primary" onClick={onNavigate}>
          Dashboard
        </Link>
        {stacked ? (
          <StackedAccountActions isAdmin={user.userType === 'admin'} onNavigate={onNavigate} />
        ) : (
          <Suspense fallback={null}>
            <UserMenu user={user} />
          </Suspense>
        )}
      </div>
    );
  }
  return (
    <div className={className}>
      <Link to={paths.packages} className="lp-button" onClick={onNavigate}>
        Register as a Business
      </Link>
      <Link to={paths.registerCustomer} className="lp-button" onClick={onNavigate}>
        Register as a User
      </Link>
      <Link to={paths.login} className="lp-button lp-button--primary" onClick={onNavigate}>
        Log In
      </Link>
    </div>
  );
}

/** The mobile menu shows the user menu's entries as plain buttons. */
function StackedAccountActions({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const { logOut, isLoggingOut } = useLogOutAction();
  return (
    <>
      {isAdmin ? null : (
        <Link to={settingsHref()} className="lp-button" onClick={onNavigate}>
          Settings
        </Link>
      )}
      <button
        type="button"
        className="lp-button lp-button--danger"
        disabled={isLoggingOut}
        onClick={() => {
          onNavigate?.();
          void logOut();
        }}
      >
        Log out
      </button>
    </>
  );
}
