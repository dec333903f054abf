import { expect, type Page, test } from '@playwright/test';
import { PanelShell } from '../../pages/panel-shell';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

/** The founder works business-wide: the demo student of Kadıköy is within reach. */
const signInAsFounder = async (page: Page) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
};

test('the header search finds a student by surname and opens the card from the keyboard', async ({
  page,
}) => {
  await signInAsFounder(page);
  // The shortcut listens once the header's search has mounted.
  await expect(page.getByTestId('quick-search-button')).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByTestId('quick-search-input');
  await expect(box).toBeFocused();
  await box.fill('Yıldız Elif');
  const students = page.getByRole('group', { name: 'Öğrenciler' });
  await expect(students.getByRole('option', { name: /Elif Yıldız/ })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/education\/student\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Elif Yıldız' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search is a button in the header and its results fit the screen', async ({ page }) => {
    await signInAsFounder(page);
    const button = page.getByTestId('quick-search-button');
    await expect(button).toBeInViewport();
    await button.click();
    await page.getByTestId('quick-search-input').fill('Yıldız');
    const result = page
      .getByRole('group', { name: 'Öğrenciler' })
      .getByRole('option', { name: /Elif Yıldız/ });
    await expect(result).toBeInViewport();
    await new PanelShell(page).expectNoSidewaysScroll();
    await result.click();
    await expect(page.getByRole('heading', { name: 'Elif Yıldız' })).toBeVisible();
  });
});
