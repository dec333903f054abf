import { expect, test } from '@playwright/test';
import { PanelShell } from '../../pages/panel-shell';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the drawer reaches three areas and signs out', async ({ page }) => {
  const signIn = new SignInPage(page);
  const shell = new PanelShell(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await shell.expectDashboard();
  // The header keeps the bell and the drawer's button on screen.
  await expect(page.getByRole('button', { name: /^Duyurular/ })).toBeInViewport();
  await expect(page.getByTestId('drawer-button')).toBeInViewport();

  const drawer = await shell.openDrawer();
  await expect(drawer.getByTestId('account-switcher')).toBeVisible();
  await expect(drawer.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeVisible();

  for (const [group, item, path, heading] of [
    ['Eğitim', 'Dönemler', '/education/semester', 'Dönemler'],
    ['Finans', 'Giderler', '/finance/expense', 'Giderler'],
    ['Öğrenci', 'Öğrenci Ara', '/education/student', 'Öğrenci Ara'],
  ] as const) {
    await shell.openFromDrawer(group, item);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(shell.drawer()).toBeHidden();
    await shell.expectNoSidewaysScroll();
  }

  await shell.signOutFromDrawer();
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
});

test('at 1366 px every top-level area fits in the header beside the long account name', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const signIn = new SignInPage(page);
  const shell = new PanelShell(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await shell.expectDashboard();
  const menu = shell.mainMenu();
  for (const area of ['Özet', 'Genel', 'Eğitim', 'Öğrenci', 'Sınav', 'Finans', 'Personel', 'Yetkiler']) {
    await expect(menu.getByRole('menuitem', { name: new RegExp(`(^|\\s)${area}$`) })).toBeVisible();
  }
  // Ant Design folds what does not fit into an overflow entry ("···").
  await expect(menu.locator('.ant-menu-overflow-item-rest:visible')).toHaveCount(0);
});
