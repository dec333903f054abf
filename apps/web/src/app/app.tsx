import { ConfigProvider } from 'antd';
import trTR from 'antd/es/locale/tr_TR';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { loadLayoutConfig } from './layout/layout-config';
import { createAppRouter } from './router';

export const App = () => {
  const [router] = useState(createAppRouter);
  return (
    <ConfigProvider
      locale={trTR}
      theme={{ token: { colorPrimary: loadLayoutConfig().primaryColor, borderRadius: 6 } }}
    >
      <RouterProvider router={router} />
    </ConfigProvider>
  );
};
