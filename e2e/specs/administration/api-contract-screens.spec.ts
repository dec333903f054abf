import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN, FOUNDER, SignInPage } from '../../pages/sign-in-page';

/**
 * The screens that once called paths the API lacks (an account's edit form read
 * `admin/account/{id}`, the permission screens asked for grants without the branch): each
 * opens with its data and without a failed API call.
 */
// These screens load several lists at once; on a busy machine they take longer than a notice.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

const failedApiCalls = (page: Page) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400)
      failed.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  return failed;
};

const signIn = async (page: Page, email: string) => {
  const form = new SignInPage(page);
  await form.goto();
  await form.signIn(email);
  await expect(page).not.toHaveURL(/\/sign-in$/);
};

test('the admin edits an account and finds its branch, role and state in the form', async ({ page }) => {
  const failed = failedApiCalls(page);
  await signIn(page, ADMIN);
  await page.goto('/admin/account');
  const row = page.getByRole('row').filter({ hasText: 'mudur@ornekdil.test' });
  await row.getByRole('button', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Mehmet Öztürk (mudur@ornekdil.test)' })).toBeVisible();
  await expect(page.getByLabel('Aktif')).toBeChecked();
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Şube' })).toContainText('Merkez Şube');
  expect(failed).toEqual([]);
});

test('the founder edits a user of the business and finds the account in the form', async ({ page }) => {
  const failed = failedApiCalls(page);
  await signIn(page, FOUNDER);
  await page.goto('/general/user');
  const row = page.getByRole('row').filter({ hasText: 'Beşiktaş' }).first();
  await row.getByRole('button', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/\/general\/user\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: /\(.+@.+\)$/ })).toBeVisible();
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Şube' })).toContainText('Beşiktaş Şubesi');
  expect(failed).toEqual([]);
});

test('a branch account opens the menu, widget and action permission screens without an error', async ({
  page,
}) => {
  const failed = failedApiCalls(page);
  await signIn(page, FOUNDER);
  for (const [path, title] of [
    ['/permission/menu', 'Menü Yetkileri'],
    ['/permission/widget', 'Widget Yetkileri'],
    ['/permission/action', 'İşlem Yetkileri'],
  ] as const) {
    const grants = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/permission/grants');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    expect((await grants).status()).toBe(200);
    await expect(page.getByRole('combobox', { name: 'Şube' })).toBeDisabled();
    await expect(page.locator('.ant-notification-notice-error')).toHaveCount(0);
  }
  expect(failed).toEqual([]);
});
