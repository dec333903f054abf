import { expect, type Page, test } from '@playwright/test';
import { pickOption, selectOption } from '../../pages/form-helpers';
import { PanelShell } from '../../pages/panel-shell';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The text an Ant Design select shows, found by its label. */
const selectNamed = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

/** What the user sees of the filtered, sorted list: the filters chosen and only matching rows. */
const expectFilteredView = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Öğrenci Ara' })).toBeVisible({ timeout: 30_000 });
  await expect(selectNamed(page, 'Sınıf')).toContainText('9-A');
  await expect(selectNamed(page, 'Okuma Durumu')).toContainText('Okuyor');
  await expect(page.getByRole('columnheader', { name: /Ad Soyad/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByRole('row').filter({ hasText: 'Elif Yıldız' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(rows.nth(i)).toContainText('9-A');
    await expect(rows.nth(i)).toContainText('Okuyor');
  }
};

test('a student list filtered by class and study state survives Back and reload on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const signIn = new SignInPage(page);
  const shell = new PanelShell(page);
  // The account is chosen in the wide header (another spec may have left the founder in
  // Beşiktaş); the list itself is used at phone size.
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await shell.expectDashboard();
  await shell.useAccountOf('Kadıköy Şubesi');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/education/student');
  await expect(page.getByRole('heading', { name: 'Öğrenci Ara' })).toBeVisible({ timeout: 30_000 });
  await pickOption(page, page.getByLabel('Sınıf', { exact: true }), '9-A', /^9-A/);
  await selectOption(page, 'Okuma Durumu', 'Okuyor');
  await expect(page).toHaveURL(/schoolClassId=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/studyState=OnStudy/);
  // Surname order, reversed: the sort joins the filters in the URL.
  const nameHeader = page.getByRole('columnheader', { name: /Ad Soyad/ });
  await nameHeader.click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.click();
  await expect(page).toHaveURL(/_sort=name&_order=desc/);
  await expectFilteredView(page);
  const filtered = page.url();

  await page
    .getByRole('row')
    .filter({ hasText: 'Elif Yıldız' })
    .getByRole('link', { name: 'Elif Yıldız' })
    .click();
  await expect(page).toHaveURL(/\/education\/student\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expectFilteredView(page);

  await page.reload();
  await expect(page).toHaveURL(filtered);
  await expectFilteredView(page);
  await shell.expectNoSidewaysScroll();
});
