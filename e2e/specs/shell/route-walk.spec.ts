import { pathParams, routeAccess } from '@panel/shared/navigation/area';
import { expect, type Page, test } from '@playwright/test';
import { PanelShell } from '../../pages/panel-shell';
import { RouteWalker, walkerOf, walkOrder } from '../../pages/route-walk';
import { ADMIN, FOUNDER, SignInPage } from '../../pages/sign-in-page';

/**
 * Every route of the navigation registry, opened by a role that may open it, shows its title
 * and heading with no failed API call and no console error. Routes come from the registry, so
 * a new route is walked without a new test; its ids come from the lists its parent page loads.
 */
const walk = async (page: Page, who: 'admin' | 'founder') => {
  const walker = new RouteWalker(page);
  const routes = walkOrder().filter((r) => walkerOf(r) === who);
  const failures: string[] = [];
  const unopened: string[] = [];
  for (const route of routes) {
    const path = walker.pathFor(route);
    if (!path) {
      unopened.push(route.path);
      continue;
    }
    await test.step(path, async () => {
      try {
        const problems = await walker.open(route, path);
        if (problems.length > 0) failures.push(`${path}: ${problems.join('; ')}`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message.split('\n')[0]}`);
      }
    });
  }
  if (unopened.length > 0) {
    test.info().annotations.push({ type: 'no record to open', description: unopened.join(', ') });
  }
  expect(failures, failures.join('\n')).toEqual([]);
};

test.describe('route walk', () => {
  // A few seconds a route on a busy machine, a hundred routes for the founder.
  test.describe.configure({ timeout: 420_000 });

  test('the founder opens every route of the tenant areas', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(FOUNDER);
    await new PanelShell(page).useAccountOf('Kadıköy');
    await walk(page, 'founder');
  });

  test('the provider admin opens every admin route', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(ADMIN);
    await expect(page).toHaveURL(/\/admin\/account-summary$/, { timeout: 30_000 });
    await walk(page, 'admin');
  });

  test('the anonymous pages open signed out', async ({ page }) => {
    const walker = new RouteWalker(page);
    const routes = walkOrder().filter(
      (r) => routeAccess(r) === 'anonymous' && pathParams(r.path).length === 0,
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(await walker.open(route, route.path)).toEqual([]);
  });

  test('a path that is not a route, or an id route opened with a word, ends in the 404 flow', async ({
    page,
  }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(FOUNDER);
    await new PanelShell(page).expectDashboard();
    for (const path of [
      '/no-such-area/page',
      '/finance/no-such-screen',
      '/education/student/no-such-screen',
      '/education/student/rollcall/no-such-screen',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/sign-in$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible({ timeout: 30_000 });
    }
  });

  test('a route the account may not open is not in its menu and takes the 403 flow', async ({ page }) => {
    const signIn = new SignInPage(page);
    const shell = new PanelShell(page);
    await signIn.goto();
    await signIn.signIn(FOUNDER);
    await shell.expectDashboard();
    await expect(shell.mainMenu()).not.toContainText('Yönetim');
    await page.goto('/admin/business');
    await expect(page).toHaveURL(/\/dashboard\/summary$/, { timeout: 30_000 });
    await shell.expectDashboard();
  });
});
