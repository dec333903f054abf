import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazyNamed } from '../../components/lazy-named';
import { LazyOverlay, useLazyOverlay } from './lazy-overlay';

const loadPanel = () => import('./nav-drawer-panel');
const NavDrawerPanel = lazyNamed(loadPanel, 'NavDrawerPanel');

/**
 * Narrow screens: the header keeps the brand, the bell and this button; the drawer holds the
 * whole navigation, the account switcher and the user's menu. The drawer's code loads when
 * the button is touched, pointed at or focused, not with every page.
 */
export const NavDrawer = () => {
  // Once opened the drawer stays mounted, so it slides out as before and keeps its open areas.
  const drawer = useLazyOverlay();
  return (
    <>
      <Button
        type="text"
        className="header-button app-header__drawer-button"
        icon={<MenuOutlined style={{ fontSize: 18 }} />}
        aria-label="Menüyü aç"
        aria-expanded={drawer.open}
        data-testid="drawer-button"
        onPointerDown={() => void loadPanel()}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={drawer.show}
      />
      <LazyOverlay used={drawer.used}>
        <NavDrawerPanel open={drawer.open} onClose={drawer.close} />
      </LazyOverlay>
    </>
  );
};
