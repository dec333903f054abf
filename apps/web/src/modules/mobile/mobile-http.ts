import type { TMobileMe } from '@panel/shared/mobile/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Answer, PathsWith } from '../../api/api-paths';
import { createHttpClient, readHttpError } from '../../api/http-client';

/** Set by the page that shows it: the client's own notices are the panel's UI kit's. */
let showError: (message: string) => void = () => {};
export const onMobileError = (show: (message: string) => void) => {
  showError = show;
};

/**
 * The mobile pages' client: the typed API over the same client as the panel, with no token
 * store (the mobile API's token is an httpOnly cookie the browser sends) and no UI kit. A 401
 * is never refreshed (SPEC 4): the page goes to the mobile sign-in (useMobileData).
 */
const client = createHttpClient({
  getRoutePath: () => window.location.pathname,
  tokenStore: { get: () => null, set: () => {}, clear: () => {} },
  notify: {
    success: () => {},
    error: (_title, message) => showError(message),
    serverError: (_title, message) => showError(message),
  },
  navigate: () => {},
  loading: { start: () => {}, stop: () => {}, reset: () => {} },
});

export const mobileApi = client.api;

export const SIGN_IN_PATH = '/mobile/sign-in';

/** The signed-in user and children, read once per sign-in and shared by every page's header. */
let meCache: Promise<TMobileMe> | null = null;
export const loadMe = (): Promise<TMobileMe> => {
  meCache ??= mobileApi.get('/mobileapi/me').catch((error: unknown) => {
    meCache = null;
    throw error;
  });
  return meCache;
};
export const forgetMe = () => {
  meCache = null;
};

type State<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; notFound: boolean };

/** One call for one page; a 401 leads to the mobile sign-in, a 404 shows "not found". */
export const useMobileData = <T>(load: () => Promise<T>, key: string) => {
  const navigate = useNavigate();
  const [state, setState] = useState<State<T>>({ status: 'loading' });
  // The latest loader, called again only when the key (the child, the page) changes.
  const loader = useRef(load);
  loader.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the loader reads (the child, the page).
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loader.current().then(
      (data) => live && setState({ status: 'done', data }),
      (error: unknown) => {
        if (!live) return;
        const { status } = readHttpError(error);
        if (status === 401) {
          forgetMe();
          navigate(SIGN_IN_PATH, { replace: true });
          return;
        }
        setState({ status: 'failed', notFound: status === 404 });
      },
    );
    return () => {
      live = false;
    };
  }, [key, navigate]);
  return [state, setState] as const;
};

/** The child pages' endpoints: `/mobileapi/student/{student_id}/<what>`. */
type ChildPath = Extract<PathsWith<'get'>, `/mobileapi/student/{student_id}/${string}`>;
type ChildData = ChildPath extends `/mobileapi/student/{student_id}/${infer What}` ? What : never;

/** What a child's page shows of the child the route names (`:student_id`), read again for another child. */
export const useChildData = <W extends ChildData>(what: W) => {
  const { student_id: studentId = '' } = useParams();
  return useMobileData(
    () =>
      // A generic path does not pick its answer out of the client's overloads: the path's own answer, said here once.
      mobileApi.get(`/mobileapi/student/{student_id}/${what}` as ChildPath, {
        path: { student_id: studentId },
      }) as Promise<Answer<`/mobileapi/student/{student_id}/${W}`, 'get'>>,
    `${what} ${studentId}`,
  );
};
