import { expect, test } from '@playwright/test';
import { PanelShell } from '../../pages/panel-shell';
import { ADMIN, FOUNDER, SignInPage } from '../../pages/sign-in-page';

test('the founder signs in, switches account, keeps the session on reload and signs out', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  const shell = new PanelShell(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await shell.expectDashboard();
  await expect(page).toHaveTitle('Özet | Okul Paneli');
  await expect(shell.mainMenu()).toContainText('Özet');

  const card = shell.activeAccountCard();
  const before = (await card.textContent()) ?? '';
  const target = before.includes('Kadıköy') ? 'Beşiktaş' : 'Kadıköy';
  await shell.switchAccountTo(target);
  await expect(card).toContainText(`${target} Şubesi`);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);

  await page.reload();
  await shell.expectDashboard();
  await expect(card).toContainText(`${target} Şubesi`);

  await shell.signOut();
  await page.goto('/dashboard/summary');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a wrong password shows the error notice', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER, 'Yanlis.Sifre1');
  const notice = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'E-posta adresi veya şifre hatalı.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Giriş Başarısız');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an unknown path ends on the sign-in page', async ({ page }) => {
  await page.goto('/boyle/bir/sayfa/yok');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
});

test('the admin lands on the admin account summary and can act as an account', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(ADMIN);
  await expect(page).toHaveURL(/\/admin\/account-summary$/);
  await expect(page).toHaveTitle('Hesap Özeti | Okul Paneli');

  await page.getByLabel('Ad, e-posta veya kurum ara').fill('Öztürk');
  const row = page.getByRole('row').filter({ hasText: 'mudur@ornekdil.test' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: FOUNDER })).toHaveCount(0);
  await row.getByRole('button', { name: 'Hesabıyla Giriş Yap' }).click();
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await expect(page.getByTestId('active-account-card')).toContainText('Örnek Dil Kursu');
  await expect(page.getByText(/tarafından giriş yapıldı/)).toBeVisible();
});

test('a signed-out visitor is sent to sign-in, from the panel and from the profile', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  // The profile skips the navigation check; its calls get 401, the refresh fails, and the client signs out.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in$/);
});
