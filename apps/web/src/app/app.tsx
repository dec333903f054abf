import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import trTR from 'antd/locale/tr_TR';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { loadLayoutConfig } from './layout/layout-config';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

dayjs.locale('tr');

export const App = () => {
  const [router] = useState(createAppRouter);
  return (
    <ConfigProvider locale={trTR} theme={{ token: { colorPrimary: loadLayoutConfig().primaryColor, borderRadius: 6 } }}>
      <AntApp notification={{ placement: 'topRight', maxCount: 4 }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
};
