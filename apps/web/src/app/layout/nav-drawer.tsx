import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '../auth/use-session-data';
import { AccountSwitcher } from './account-switcher';
import { useMenuItems } from './header-menu';
import { useUserMenu } from './user-menu';

/**
 * Narrow screens: the header keeps the brand, the bell and this button; the drawer holds the
 * whole navigation, the account switcher and the user's menu. Closes when a page opens.
 */
export const NavDrawer = () => {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { items, selectedKeys } = useMenuItems();
  const userMenu = useUserMenu();
  const { data: me } = useMe();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to close
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Button
        type="text"
        className="header-button app-header__drawer-button"
        icon={<MenuOutlined style={{ fontSize: 18 }} />}
        aria-label="Menüyü aç"
        aria-expanded={open}
        data-testid="drawer-button"
        onClick={() => setOpen(true)}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        size={300}
        title={me?.loggedInUser ?? 'Menü'}
        className="nav-drawer"
        styles={{ body: { padding: 0 } }}
      >
        <div className="nav-drawer__account">
          <AccountSwitcher />
        </div>
        <Menu mode="inline" aria-label="Ana menü" items={items} selectedKeys={selectedKeys} />
        <Menu
          mode="inline"
          aria-label="Kullanıcı menüsü"
          selectable={false}
          items={userMenu.items}
          onClick={(info) => {
            setOpen(false);
            userMenu.onClick(info);
          }}
        />
      </Drawer>
    </>
  );
};
