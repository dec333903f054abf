import { QueryClientProvider } from '@tanstack/react-query';
import { Alert, Layout } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { Link, Outlet } from 'react-router';
import { useAccounts, useActions, useMe, useMenu, useWidgets } from '../auth/use-session-data';
import { PRODUCT_NAME } from '../product';
import { queryClient } from '../query-client';
import { AccountSwitcher } from './account-switcher';
import { AnnouncementBell } from './announcement-bell';
import { HeaderMenu } from './header-menu';
import { layoutClasses, loadLayoutConfig } from './layout-config';
import { NavDrawer } from './nav-drawer';
import { PageBreadcrumb } from './page-breadcrumb';
import { QuickSearch } from './quick-search';
import { UserMenu } from './user-menu';

const layout = loadLayoutConfig();
const classes = layoutClasses(layout);

dayjs.locale('tr');

/** The signed-in shell. Session data (TanStack Query) and Turkish dates load with it, not with sign-in. */
export const AppLayout = () => (
  <QueryClientProvider client={queryClient}>
    <SignedInShell />
  </QueryClientProvider>
);

/** Fixed header with the menu, breadcrumb, fixed-width content and footer. */
const SignedInShell = () => {
  // SPEC 4 start-up loads: menu, profile, account list, widgets and user actions.
  useMenu();
  const { data: me } = useMe();
  useAccounts();
  useWidgets();
  useActions();
  return (
    <Layout className="app-layout">
      {layout.header.display && (
        <Layout.Header className={classes.header}>
          <div className={`${classes.contentContainer} app-header__inner`}>
            <NavDrawer />
            <Link to="/" className="app-brand">
              {PRODUCT_NAME}
            </Link>
            <HeaderMenu />
            <div className="app-header__tools">
              <QuickSearch />
              <span className="app-header__wide">
                <AccountSwitcher />
              </span>
              <AnnouncementBell />
              <span className="app-header__wide">
                <UserMenu />
              </span>
            </div>
          </div>
        </Layout.Header>
      )}
      <Layout.Content className={classes.content}>
        <div className={classes.contentContainer}>
          {me?.impersonatedBy && (
            <Alert
              type="warning"
              showIcon
              className="impersonation-banner"
              title={`${me.loggedInUser} hesabına ${me.impersonatedBy} tarafından giriş yapıldı. Yapılan her işlem kayıt altına alınır.`}
            />
          )}
          <PageBreadcrumb />
          <Outlet />
        </div>
      </Layout.Content>
      <Layout.Footer className="app-footer">
        <div className={classes.footerContainer}>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </div>
      </Layout.Footer>
    </Layout>
  );
};
