import { expect, type Locator, type Page } from '@playwright/test';

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks `option` in the Ant Design select whose input is `box`, typing to filter, and checks
 * the select shows it: a click that lands while the dropdown is still opening or closing can
 * be lost (a CI run once saved a form without its first parent's relation), so the pick is
 * tried again until it took. `optionText` matches the option's whole text; by default the
 * option itself, not one that merely contains it ('Müdür' must not pick 'Kurucu Müdür').
 */
export const pickOption = async (
  page: Page,
  box: Locator,
  option: string,
  optionText = new RegExp(`^${escapeRegExp(option)}$`),
) => {
  // What is chosen is text of the select's root; what was typed is only the input's value.
  const select = box.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    await box.click();
    await box.press('ControlOrMeta+a');
    await page.keyboard.type(option.slice(0, 6));
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: optionText })
      .first()
      .click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
};

/** Picks an option of an Ant Design select by its label. */
export const selectOption = (page: Page, label: string, option: string) =>
  pickOption(page, page.getByLabel(label, { exact: true }), option);

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

/**
 * Clicks a button that saves and waits for the server's answer to that write, which must be a
 * success. Success notices live two seconds, so a spec waits on the write itself and then
 * asserts what the user sees afterwards (the row, the balance), never the notice.
 */
export const saveWith = async (page: Page, button: Locator) => {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/') && (r.request().method() !== 'GET' || r.url().includes('/delete/')),
  );
  await button.click();
  const response = await answer;
  expect(response.status(), `${response.request().method()} ${response.url()}`).toBeLessThan(300);
};

/** A refusal the user reads: error notices stay on screen for four seconds, not two. */
export const expectErrorNotice = async (page: Page, text: string) => {
  await expect(page.locator('.ant-notification-notice').filter({ hasText: text }).first()).toBeVisible();
};
