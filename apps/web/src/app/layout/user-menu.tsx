import {
  FileTextOutlined,
  LogoutOutlined,
  MailOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { signOut } from '../auth/session';
import { useCan, useMe } from '../auth/use-session-data';

/** The user's own pages and sign-out: in the header's dropdown and in the narrow screens' drawer. */
export const useUserMenu = () => {
  const navigate = useNavigate();
  // The report centre holds the account's own documents: beside its other own pages, not in
  // the header, where one more top-level entry would push an area out at 1366 px.
  const reports = useCan(ACTIONS.reports.centre);
  return {
    items: [
      { key: '/profile', icon: <UserOutlined />, label: 'Profilim' },
      { key: '/messages', icon: <MailOutlined />, label: 'Mesajlarım' },
      ...(reports ? [{ key: '/report-list', icon: <FileTextOutlined />, label: 'Rapor Merkezi' }] : []),
      { key: '/account', icon: <TeamOutlined />, label: 'Hesaplarım' },
      { type: 'divider' as const },
      { key: 'sign-out', icon: <LogoutOutlined />, label: 'Çıkış Yap', danger: true },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'sign-out') void signOut();
      else navigate(key);
    },
  };
};

export const UserMenu = () => {
  const { data: me } = useMe();
  const menu = useUserMenu();
  return (
    <Dropdown trigger={['click']} menu={menu}>
      <Button
        type="text"
        icon={<UserOutlined />}
        className="header-button header-button--label"
        data-testid="user-menu"
        title={me?.loggedInUser}
      >
        {me?.loggedInUser ?? ''}
      </Button>
    </Dropdown>
  );
};
