import type { MenuItem } from '@panel/shared/permissions/menu';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useMenu } from '../auth/use-session-data';
import { menuIcon } from './menu-icons';

type Items = NonNullable<MenuProps['items']>;

const toItems = (list: MenuItem[]): Items =>
  list.map((item) =>
    item.childMenuList.length > 0
      ? { key: item.id, icon: menuIcon(item.icon), label: item.title, children: toItems(item.childMenuList) }
      : {
          key: item.id,
          icon: menuIcon(item.icon),
          label: item.route ? <Link to={item.route}>{item.title}</Link> : item.title,
        },
  );

const selectedIds = (list: MenuItem[], path: string): string[] =>
  list.flatMap((item) => [
    ...(item.route && (path === item.route || path.startsWith(`${item.route}/`)) ? [item.id] : []),
    ...selectedIds(item.childMenuList, path),
  ]);

/** The menu from GET menu (SPEC 7) as menu items, and the entries the current path selects. */
export const useMenuItems = () => {
  const { data = [] } = useMenu();
  const { pathname } = useLocation();
  return { items: toItems(data), selectedKeys: selectedIds(data, pathname) };
};

/** The menu in the header, as the default theme puts it (wide screens; narrow ones use the drawer). */
export const HeaderMenu = () => {
  const { items, selectedKeys } = useMenuItems();
  return (
    <Menu
      mode="horizontal"
      theme="dark"
      aria-label="Ana menü"
      items={items}
      selectedKeys={selectedKeys}
      subMenuOpenDelay={0.2}
      className="app-header__menu"
      style={{ flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' }}
    />
  );
};
