import { LogoutOutlined, MailOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { signOut } from '../auth/session';
import { useMe } from '../auth/use-session-data';

export const UserMenu = () => {
  const { data: me } = useMe();
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: '/profile', icon: <UserOutlined />, label: 'Profilim' },
          { key: '/messages', icon: <MailOutlined />, label: 'Mesajlarım' },
          { key: '/account', icon: <TeamOutlined />, label: 'Hesaplarım' },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: 'Çıkış Yap', danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'sign-out') void signOut();
          else navigate(key);
        },
      }}
    >
      <Button type="text" icon={<UserOutlined />} className="header-button" data-testid="user-menu">
        {me?.loggedInUser ?? ''}
      </Button>
    </Dropdown>
  );
};
