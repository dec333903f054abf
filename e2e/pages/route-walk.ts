import { ID_PATTERN, pathParams, type RouteSpec, routeAccess } from '@panel/shared/navigation/area';
import { ALL_ROUTES } from '@panel/shared/navigation/areas';
import { expect, type Page, type Response } from '@playwright/test';

export const PRODUCT_NAME = 'Okul Paneli';

/** Who opens a route in the walk: the provider admin for admin screens, the founder for the rest. */
export const walkerOf = (route: RouteSpec): 'admin' | 'founder' | 'anonymous' => {
  if (routeAccess(route) === 'anonymous') return 'anonymous';
  return route.permission?.startsWith('admin.') ? 'admin' : 'founder';
};

const depth = (route: RouteSpec): number => {
  let d = 0;
  let current: RouteSpec | undefined = route;
  while (current?.parent && d < 10) {
    const parent: string = current.parent;
    current = ALL_ROUTES.find((r) => r.name === parent);
    d++;
  }
  return d;
};

/** The registry's routes, parents before children, so a child's ids come from its parent's page. */
export const walkOrder = (routes: readonly RouteSpec[] = ALL_ROUTES): RouteSpec[] =>
  [...routes].sort((a, b) => depth(a) - depth(b));

type Harvest = { url: string; ids: string[] }[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const idsIn = (body: unknown): string[] => {
  const list: unknown[] = Array.isArray(body)
    ? body
    : isRecord(body) && Array.isArray(body._data)
      ? body._data
      : [];
  return list.flatMap((item) =>
    isRecord(item) && typeof item.id === 'string' && ID_PATTERN.test(item.id) ? [item.id] : [],
  );
};

/** What a page showed that a user would call broken. */
export type Problems = string[];

/**
 * Opens routes the way a user does (a full page load) and records what went wrong: API answers
 * of 400 and above, console errors and uncaught exceptions. It also keeps the ids each page's
 * lists answered with, so the routes below it can be opened with real records.
 */
export class RouteWalker {
  private problems: Problems = [];
  private harvest: Harvest = [];
  private readonly harvests = new Map<string, Harvest>();
  private readonly values = new Map<string, Record<string, string>>();
  private readonly pending: Promise<void>[] = [];
  private opened = false;

  constructor(readonly page: Page) {
    page.on('response', (response) => this.onResponse(response));
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught: ${error.message}`));
  }

  private onResponse(response: Response) {
    const url = new URL(response.url());
    // The panel's API and the exam API (SPEC 7): both answer the screens' lists.
    if (!/^\/(api|examapi)\//.test(url.pathname)) return;
    if (response.status() >= 400) {
      this.problems.push(`${response.request().method()} ${url.pathname} answered ${response.status()}`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const harvest = this.harvest;
    this.pending.push(
      response
        .json()
        .then((body: unknown) => {
          const ids = idsIn(body);
          if (ids.length > 0) harvest.push({ url: url.pathname, ids });
        })
        .catch(() => undefined),
    );
  }

  /** The path to open `route` with ids from its parent's page, or null when the data has none. */
  pathFor(route: RouteSpec): string | null {
    const params = pathParams(route.path);
    if (params.length === 0) return route.path;
    const parentValues = (route.parent && this.values.get(route.parent)) || {};
    const fromParent = (route.parent && this.harvests.get(route.parent)) || [];
    const values: Record<string, string> = {};
    for (const param of params) {
      const known = parentValues[param];
      if (known) {
        values[param] = known;
        continue;
      }
      // The list whose address names the resource (semester_id: .../semester/list); `:id` takes
      // the parent route's own resource. No such list: the data has nothing to open.
      const parentPath = ALL_ROUTES.find((r) => r.name === route.parent)?.path ?? '';
      const word = (
        param === 'id'
          ? (parentPath
              .split('/')
              .filter((s) => s && !s.startsWith(':'))
              .pop() ?? '')
          : param.replace(/_id$/, '')
      )
        .replace(/[-_]/g, '')
        .toLowerCase();
      const fromList = fromParent.find((h) => {
        const url = h.url.replace(/-/g, '').toLowerCase();
        return word.length > 0 && (url.includes(word) || url.includes(word.slice(0, 6)));
      });
      const id = fromList?.ids.find((i) => !Object.values(values).includes(i));
      if (!id) return null;
      values[param] = id;
    }
    this.values.set(route.name, values);
    return route.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '');
  }

  /** Opens the path and waits until the page is settled; returns what went wrong. */
  async open(route: RouteSpec, path: string): Promise<Problems> {
    this.problems = [];
    this.harvest = [];
    if (this.opened) {
      // Within the app, as a click on a link would: the shell and its start-up loads stay.
      await this.page.evaluate(
        `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`,
      );
    } else {
      await this.page.goto(path);
      this.opened = routeAccess(route) !== 'anonymous';
    }
    // Generous waits: the suite must pass on a loaded machine; what is checked is the outcome.
    const settled = { timeout: 30_000 };
    const shown = route.opens ? ALL_ROUTES.find((r) => r.name === route.opens) : route;
    await expect(this.page).toHaveTitle(`${shown?.title} | ${PRODUCT_NAME}`, settled);
    await expect(this.page.getByRole('heading').first()).toBeVisible(settled);
    await expect(this.page.getByTestId('loading-bar')).toHaveAttribute('aria-busy', 'false', settled);
    await Promise.all(this.pending.splice(0));
    this.harvests.set(route.name, this.harvest);
    this.values.set(route.name, this.values.get(route.name) ?? {});
    return this.problems;
  }
}
