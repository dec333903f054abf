// The icon Ant Design's own button uses, by its path: the package's index would load every icon
// (the router's prefetch of this layout then outlived a test's environment).
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';
import trTR from 'antd/es/locale/tr_TR';
import { Outlet } from 'react-router';
import { loadLayoutConfig } from './layout-config';
import { NoticeBridge } from './notice-bridge';

const theme = { token: { colorPrimary: loadLayoutConfig().primaryColor, borderRadius: 6 } };

/**
 * A button's own loading icon slides in and out, and the slide ends only on a transition
 * event. An answer that arrives within a frame or two (a 409 on a duplicate phone) can start
 * the slide out before the slide in was painted: no transition runs, the event never comes,
 * and the collapsed icon stays, so the button goes on being announced as "loading Kaydet".
 * A plain icon shown only while loading has no slide to get stuck, and speaks Turkish.
 */
const button = { loadingIcon: <LoadingOutlined aria-label="Yükleniyor" /> };

/** Ant Design in Turkish with the panel's theme, and the notice outlet, for every page that uses it. */
export const UiLayout = () => (
  <ConfigProvider locale={trTR} theme={theme} button={button}>
    <NoticeBridge />
    <Outlet />
  </ConfigProvider>
);
