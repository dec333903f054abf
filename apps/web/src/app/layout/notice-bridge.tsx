import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';

let api: NotificationInstance | null = null;

/**
 * Holds Ant Design's themed notification API so the HTTP client can raise notices. The
 * hook rather than `App.useApp()`: the latter brings modal and message into the first chunk.
 */
export const NoticeBridge = () => {
  const [instance, contextHolder] = notification.useNotification({ placement: 'topRight', maxCount: 4 });
  useEffect(() => {
    api = instance;
    return () => {
      api = null;
    };
  }, [instance]);
  return contextHolder;
};

/** SPEC 8 notices: success 'Bilgi', 400 with a bulleted error list, 500 with its line breaks. */
export const notices = {
  success(title: string, message: string, seconds: number) {
    api?.success({ title, description: message, duration: seconds, placement: 'topRight' });
  },
  error(title: string, message: string, seconds: number, errors?: string[]) {
    api?.error({
      title,
      duration: seconds,
      placement: 'topRight',
      description: (
        <div data-testid="notice-error">
          <div>{message}</div>
          {errors && errors.length > 0 && (
            <ul style={{ margin: '6px 0 0', paddingInlineStart: 18 }}>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </div>
      ),
    });
  },
  serverError(title: string, message: string, seconds: number) {
    api?.error({
      title,
      duration: seconds,
      placement: 'topRight',
      description: <div style={{ whiteSpace: 'pre-line' }}>{message}</div>,
    });
  },
};
