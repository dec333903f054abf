import { MenuOutlined } from '@ant-design/icons';
import { lazyNamed } from '../../components/lazy-named';
import { LazyOverlay, OverlayButton, useLazyOverlay } from './lazy-overlay';

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
      <OverlayButton
        icon={MenuOutlined}
        preload={loadPanel}
        className="app-header__drawer-button"
        aria-label="Menüyü aç"
        aria-expanded={drawer.open}
        data-testid="drawer-button"
        // A touch has no pointing first: the code starts loading as the finger lands.
        onPointerDown={() => void loadPanel()}
        onClick={drawer.show}
      />
      <LazyOverlay used={drawer.used}>
        <NavDrawerPanel open={drawer.open} onClose={drawer.close} />
      </LazyOverlay>
    </>
  );
};
