import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ProfileImage } from '@/shared/components/profile-image';
import { settingsHref } from '@/shared/config/paths';
import { displayName } from '@/shared/session/session-selectors';
import type { SessionUser } from '@/shared/session/session-slice';
import { useLogOutAction } from '@/shared/session/use-log-out-action';

export interface UserMenuProps {
  user: SessionUser;
}

/** The signed-in user's menu in the desktop navbar: Settings (not for admins) and Log out. */
export function UserMenu({ user }: UserMenuProps) {
  const navigate = useNavigate();
  const { logOut, isLoggingOut } = useLogOutAction();
  const name = displayName(user);

  const items: MenuProps['items'] = [
    ...(user.userType === 'admin'
      ? []
      : [{ key: 'settings', icon: <SettingOutlined aria-hidden />, label: 'Settings' }]),
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Log out', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') navigate(settingsHref());
    if (key === 'logout') void logOut();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button aria-label={`Account menu for ${name}`} loading={isLoggingOut} className="lp-user-menu">
        <ProfileImage src={user.avatar} alt="" size={24} placeholder={<UserOutlined aria-hidden />} />
        <span className="lp-user-menu__name">{user.first_name || name}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
