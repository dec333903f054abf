import { expect, type Page } from '@playwright/test';

/** Picks an option of an Ant Design select by its label, typing to filter. */
export const selectOption = async (page: Page, label: string, option: string) => {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await page.keyboard.type(option.slice(0, 6));
  // The whole text: 'Müdür' must not pick 'Kurucu Müdür'.
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: exact })
    .click();
};

/** Types a day into an Ant Design date picker (DD.MM.YYYY). */
export const pickDate = async (page: Page, label: string, day: string) => {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  // Tab, not Enter: Enter would also submit the form.
  await input.press('Tab');
};

/** The validation message under a field, as the user reads it. */
export const fieldError = (page: Page, text: string) =>
  page.locator('.ant-form-item-explain-error').filter({ hasText: text });

export const expectSavedNotice = async (page: Page, text: string) => {
  await expect(page.locator('.ant-notification-notice').filter({ hasText: text }).first()).toBeVisible();
};
