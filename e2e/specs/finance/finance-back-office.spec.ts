import { expect, type Locator, type Page, test } from '@playwright/test';
import { escapeRegExp, pickDate, pickOption, saveWith, selectOption } from '../../pages/form-helpers';
import { PanelShell } from '../../pages/panel-shell';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

// Names of this spec alone: other specs share the server and its database.
const BRANCH = 'Kadıköy Şubesi';
const BANK_BOOK = 'Garanti Banka Hesabı E2E';
const DRAWER = 'Kadıköy Yedek Kasa E2E';
const EXPENSE_TYPE = 'Kırtasiye Gideri E2E';
const ACCOUNT_CARD = 'Moda Kırtasiye E2E';

/** Amounts in kuruş, as the story moves them. */
const OPENING = 1_000_000;
const EXPENSE = 125_000;
const TRANSFER = 200_000;
const CHEQUE = 350_000;

const liraFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Kuruş as the panel shows it: `10.250,00 ₺`. */
const lira = (kurus: number) => `${liraFormat.format(kurus / 100)} ₺`;
/** Kuruş as the user types it: `10.250,00`. */
const typed = (kurus: number) => liraFormat.format(kurus / 100);

/** Today in Istanbul as the date pickers show it (DD.MM.YYYY). */
const today = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

/**
 * Picks an option of the Ant Design select `field`, found by the caller within a dialog when
 * its label is also a list filter's behind it. Cash book options carry their balance after the
 * name ('Garanti Banka Hesabı E2E (10.000,00 ₺)'), so a book is matched by its name alone.
 */
const choose = (page: Page, field: Locator, option: string, { withBalance = false } = {}) =>
  pickOption(page, field, option, new RegExp(`^${escapeRegExp(option)}${withBalance ? ' \\(.*₺\\)' : ''}$`));

/** The text of `row`'s cell under the column headed `header` in the page's table. */
const cellUnder = async (page: Page, row: Locator, header: string) => {
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `a "${header}" column`).toBeGreaterThanOrEqual(0);
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
};

const openCashBook = async (page: Page, name: string, kind: string, opening?: number) => {
  await page.goto('/finance/cash-book/add');
  await selectOption(page, 'Şube', BRANCH);
  await selectOption(page, 'Kasa Türü', kind);
  await page.getByLabel('Kasa Adı').fill(name);
  if (kind === 'Banka Hesabı') {
    await page.getByLabel('Banka Adı').fill('Garanti BBVA');
    await page.getByLabel('IBAN').fill('TR330006100519786457841326');
  }
  if (opening !== undefined) await page.getByLabel('Açılış Bakiyesi').fill(typed(opening));
  // The opening is posted on the day shown, today unless changed.
  await expect(page.getByLabel('Açılış Tarihi')).toHaveValue(today);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/finance\/cash-book$/);
};

/** Takes the cheque one step on from its page: the action's dialog, then its confirmation. */
const moveCheque = async (page: Page, action: string, state: string, bankBook?: string) => {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `: ${action}` });
  await expect(dialog.getByLabel('İşlem Tarihi')).toHaveValue(today);
  if (bankBook) await choose(page, dialog.getByLabel('Banka Hesabı'), bankBook, { withBalance: true });
  await dialog.getByRole('button', { name: action }).click();
  await saveWith(page, page.getByRole('button', { name: 'Evet' }));
  await expect(page.getByRole('heading', { level: 3 })).toContainText(state);
  // The step's form and its confirmation (still fading out for a moment) both close.
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

test('a founder runs a bank cash book through an expense, a transfer and a cheque, and the case report agrees with the case status', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await new PanelShell(page).useAccountOf(BRANCH);

  // A bank account opened with a balance, and an empty cash drawer to transfer into.
  await openCashBook(page, BANK_BOOK, 'Banka Hesabı', OPENING);
  await expect(page.getByRole('row').filter({ hasText: BANK_BOOK })).toContainText(lira(OPENING));
  await openCashBook(page, DRAWER, 'Nakit Kasa');
  await expect(page.getByRole('row').filter({ hasText: DRAWER })).toContainText(lira(0));

  // An expense paid from the bank account.
  await page.goto('/finance/expense-type/add');
  await page.getByLabel('Gider Türü Adı').fill(EXPENSE_TYPE);
  await saveWith(page, page.getByRole('button', { name: 'Kaydet' }));

  await page.goto('/finance/expense/add');
  await selectOption(page, 'Şube', BRANCH);
  await selectOption(page, 'Gider Türü', EXPENSE_TYPE);
  await expect(page.getByLabel('Tarih')).toHaveValue(today);
  await page.getByLabel('Tutar (KDV dahil)').fill(typed(EXPENSE));
  await expect(page.getByLabel('Kasadan ödendi')).toBeChecked();
  await choose(page, page.getByLabel('Kasa', { exact: true }), BANK_BOOK, { withBalance: true });
  await page.getByLabel('Belge No').fill('KRT-2026-118');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('row').filter({ hasText: EXPENSE_TYPE })).toContainText(lira(EXPENSE));

  // A transfer from the bank account to the cash drawer.
  await page.goto('/finance/account-virman');
  await page.getByRole('button', { name: 'Yeni Virman' }).click();
  const virman = page.getByRole('dialog', { name: 'Yeni Hesap Virmanı' });
  await choose(page, virman.getByLabel('Çıkış Kasası'), BANK_BOOK, { withBalance: true });
  await expect(virman.getByText(`Kasa bakiyesi: ${lira(OPENING - EXPENSE)}`)).toBeVisible();
  await choose(page, virman.getByLabel('Giriş Kasası'), DRAWER, { withBalance: true });
  await virman.getByLabel('Tutar').fill(typed(TRANSFER));
  await expect(virman.getByLabel('Tarih')).toHaveValue(today);
  await virman.getByRole('button', { name: 'Aktar' }).click();
  await expect(virman).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: DRAWER })).toContainText(lira(TRANSFER));

  // A cheque received from an account card, deposited to the bank account, then collected.
  await page.goto('/finance/account-card/add');
  await page.getByLabel('Cari Adı').fill(ACCOUNT_CARD);
  await saveWith(page, page.getByRole('button', { name: 'Kaydet' }));

  await page.goto('/finance/cheque');
  await page.getByRole('button', { name: 'Çek / Senet Al' }).click();
  const receive = page.getByRole('dialog', { name: 'Çek / Senet Al' });
  await choose(page, receive.getByLabel('Şube', { exact: true }), BRANCH);
  await choose(page, receive.getByLabel('Alınan Cari (borçlu)'), ACCOUNT_CARD);
  await receive.getByLabel('Seri No').fill('GRT-0042187');
  await receive.getByLabel('Keşideci').fill('Moda Kırtasiye Ltd. Şti.');
  await receive.getByLabel('Banka Adı').fill('Garanti BBVA');
  await expect(receive.getByLabel('İşlem Tarihi')).toHaveValue(today);
  await pickDate(page, 'Vade Tarihi', today);
  await receive.getByLabel('Tutar').fill(typed(CHEQUE));
  await receive.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/finance\/cheque\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 3 })).toContainText('Portföyde');

  await moveCheque(page, 'Bankaya Ver', 'Bankaya Verildi', BANK_BOOK);
  await moveCheque(page, 'Tahsil Et', 'Tahsil Edildi');

  const expected = lira(OPENING - EXPENSE - TRANSFER + CHEQUE);

  // The case report: the bank account's movements from the start of the month to today.
  await page.goto('/finance/report/case');
  await choose(page, page.getByLabel('Kasa', { exact: true }), BANK_BOOK);
  await expect(page.getByPlaceholder('Bitiş tarihi')).toHaveValue(today);
  await expect(page.getByTestId('report-totals')).toContainText(`Kapanış bakiyesi: ${expected}`);
  // The opening, the expense, the transfer out and the cheque's collection; the deposit posts nothing.
  const movements = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(movements).toHaveCount(4);
  const story = [
    ['Açılış Bakiyesi', OPENING],
    ['Gider', OPENING - EXPENSE],
    ['Virman', OPENING - EXPENSE - TRANSFER],
    ['Çek/Senet', OPENING - EXPENSE - TRANSFER + CHEQUE],
  ] as const;
  for (const [i, [kind, balance]] of story.entries()) {
    await expect(movements.nth(i)).toContainText(kind);
    await expect(movements.nth(i)).toContainText(lira(balance));
  }
  const lastMovement = movements.last();
  const running = await cellUnder(page, lastMovement, 'Bakiye');

  // The case status: every cash book's balance at the end of today.
  await page.goto('/finance/report/case-status');
  await expect(page.getByLabel('Rapor tarihi')).toHaveValue(today);
  await page.getByLabel('Kasa ara').fill('E2E');
  // The search runs after a pause in typing; rows read before it could be replaced by it.
  await expect(page).toHaveURL(/_searchTerm=E2E/);
  const bankRow = page.getByRole('row').filter({ hasText: BANK_BOOK });
  await expect(bankRow).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: DRAWER })).toContainText(lira(TRANSFER));
  const status = await cellUnder(page, bankRow, 'Bakiye');

  expect(running).toBe(status);
  expect(status).toBe(expected);
});
