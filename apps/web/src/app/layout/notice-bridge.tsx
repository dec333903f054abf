import type { NotificationInstance } from 'antd/es/notification/interface';
import { Suspense } from 'react';
import { lazyNamed } from '../../components/lazy-named';
import { createExternalStore } from '../external-store';

/**
 * The notification system loads with the first notice, not with the first page: the
 * sign-in page stays small, and notices raised meanwhile wait in a queue.
 */
const NoticeHolder = lazyNamed(() => import('./notice-holder'), 'NoticeHolder');

type Show = (api: NotificationInstance) => void;

let api: NotificationInstance | null = null;
const waiting: Show[] = [];
const wanted = createExternalStore(false);

const show = (fn: Show) => {
  if (api) fn(api);
  else {
    waiting.push(fn);
    wanted.set(true);
  }
};

const onReady = (instance: NotificationInstance | null) => {
  api = instance;
  if (instance) for (const fn of waiting.splice(0)) fn(instance);
};

export const NoticeBridge = () =>
  wanted.use() ? (
    <Suspense fallback={null}>
      <NoticeHolder onReady={onReady} />
    </Suspense>
  ) : null;

/** SPEC 8 notices: success 'Bilgi', 400 with a bulleted error list, 500 with its line breaks. */
export const notices = {
  success(title: string, message: string, seconds: number) {
    show((n) => n.success({ title, description: message, duration: seconds }));
  },
  error(title: string, message: string, seconds: number, errors?: string[]) {
    show((n) =>
      n.error({
        title,
        duration: seconds,
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
      }),
    );
  },
  serverError(title: string, message: string, seconds: number) {
    show((n) =>
      n.error({
        title,
        duration: seconds,
        description: <div style={{ whiteSpace: 'pre-line' }}>{message}</div>,
      }),
    );
  },
};
