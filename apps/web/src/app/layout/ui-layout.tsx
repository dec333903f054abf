import { ConfigProvider } from 'antd';
import trTR from 'antd/es/locale/tr_TR';
import { Outlet } from 'react-router';
import { loadLayoutConfig } from './layout-config';
import { NoticeBridge } from './notice-bridge';

const theme = { token: { colorPrimary: loadLayoutConfig().primaryColor, borderRadius: 6 } };

/** Ant Design in Turkish with the panel's theme, and the notice outlet, for every page that uses it. */
export const UiLayout = () => (
  <ConfigProvider locale={trTR} theme={theme}>
    <NoticeBridge />
    <Outlet />
  </ConfigProvider>
);
