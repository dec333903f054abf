import { Drawer, Menu } from 'antd';
import { useState } from 'react';
import { useMe } from '../auth/use-session-data';
import { AccountSwitcher } from './account-switcher';
import { useMenuItems } from './header-menu';
import { useUserMenu } from './user-menu';

/**
 * The narrow screens' drawer (nav-drawer.tsx opens it): the whole navigation, the account
 * switcher and the user's menu. Closes when an entry is chosen. Loaded when first opened.
 */
export const NavDrawerPanel = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const { items, selectedKeys } = useMenuItems();
  const userMenu = useUserMenu();
  const { data: me } = useMe();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title={me?.loggedInUser ?? 'Menü'}
      className="nav-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <div className="nav-drawer__account">
        <AccountSwitcher />
      </div>
      <Menu
        mode="inline"
        aria-label="Ana menü"
        items={items}
        selectedKeys={selectedKeys}
        openKeys={openKeys}
        // One area open at a time keeps the list short enough to reach every area on a phone.
        onOpenChange={(keys) => {
          const tops = new Set(items.map((i) => String(i?.key)));
          const opened = keys.find((k) => tops.has(k) && !openKeys.includes(k));
          setOpenKeys(opened ? keys.filter((k) => !tops.has(k) || k === opened) : keys);
        }}
        // A leaf opens its page: the drawer gives the screen back to it.
        onClick={onClose}
      />
      <Menu
        mode="inline"
        aria-label="Kullanıcı menüsü"
        selectable={false}
        items={userMenu.items}
        onClick={(info) => {
          onClose();
          userMenu.onClick(info);
        }}
      />
    </Drawer>
  );
};
