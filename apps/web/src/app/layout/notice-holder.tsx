import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';

/** Ant Design's themed notifications; loaded with the first notice (see notice-bridge). */
export const NoticeHolder = ({ onReady }: { onReady: (api: NotificationInstance | null) => void }) => {
  const [instance, contextHolder] = notification.useNotification({ placement: 'topRight', maxCount: 4 });
  useEffect(() => {
    onReady(instance);
    return () => onReady(null);
  }, [instance, onReady]);
  return contextHolder;
};
