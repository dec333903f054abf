import { expect, type Page, test } from '@playwright/test';
import { pickOption, selectOption } from '../../pages/form-helpers';
import { PanelShell } from '../../pages/panel-shell';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

/** A select found by its input id (the sale form repeats its labels per line). */
const selectById = (page: Page, id: string, option: string) =>
  pickOption(page, page.locator(`#${id}`), option);

/** Collects one installment; the student's balance then reads `balanceAfter`. */
const collectInstallment = async (page: Page, rowText: string, balanceAfter: string) => {
  const row = page.getByRole('row').filter({ hasText: rowText });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Seçilenlerin toplamı: 4\.500,00 ₺/ }).click();
  await selectOption(page, 'Kasa', 'Kadıköy Merkez Kasa');
  await page.getByRole('button', { name: 'Tahsilatı Kaydet' }).click();
  await expect(page.getByTestId('account-balance')).toContainText(balanceAfter);
};

test('a founder sells the demo student a discounted package in 9 installments, collects two, prints and verifies the receipt, and cancels one', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await new PanelShell(page).useAccountOf('Kadıköy Şubesi');

  await page.goto('/education/student');
  await page.getByLabel('Ad, T.C. kimlik no, öğrenci no, telefon veya veli adı ara').fill('Elif Yıldız');
  // The search runs after a pause in typing; a click before it would be overtaken by it.
  await expect(page).toHaveURL(/_searchTerm=/);
  await page.getByRole('link', { name: 'Elif Yıldız' }).click();
  await expect(page).toHaveURL(/\/education\/student\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'Satışlar' }).click();
  await expect(page.getByText('Bu öğrenciye henüz satış yapılmadı.')).toBeVisible();
  await page.getByRole('button', { name: 'Yeni Satış' }).click();

  await page.locator('#items_0_name').fill('LGS Hazırlık Paketi');
  await page.locator('#items_0_unitPrice').fill('45.000,00');
  await selectById(page, 'discountKind', 'Yüzde (%)');
  await page.locator('#discountValue').fill('10');
  await expect(page.getByTestId('sale-total')).toHaveText('40.500,00 ₺');
  await page.getByRole('button', { name: 'Kaydet ve Ödeme Planına Geç' }).click();
  await expect(page).toHaveURL(/\/sale\/[0-9a-f-]{36}\/payment$/);

  await expect(page.getByLabel('Taksit Sayısı')).toHaveValue('9');
  await page.getByRole('button', { name: 'Önizle' }).click();
  await expect(page.getByRole('row').filter({ hasText: '9. Taksit' })).toBeVisible();
  await expect(page.getByTestId('plan-total')).toHaveText('40.500,00 ₺');
  await page.getByRole('button', { name: 'Ödeme Planını Kaydet' }).click();
  await expect(page).toHaveURL(/\/sale\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-remaining')).toHaveText('40.500,00 ₺');

  await page.getByRole('button', { name: 'Tahsilat Al' }).click();
  await expect(page).toHaveURL(/\/finance\/collection\?studentId=/);
  await collectInstallment(page, '1. Taksit', '36.000,00 ₺');
  await collectInstallment(page, '2. Taksit', '31.500,00 ₺');
  await expect(page.getByRole('row').filter({ hasText: 'Geçerli' })).toHaveCount(2);

  // The receipt opens as a PDF in a new tab.
  const receipt = page.waitForResponse((r) =>
    /\/api\/finance\/collection\/[0-9a-f-]{36}\/receipt$/.test(r.url()),
  );
  const tab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Makbuzu Yazdır' }).click();
  const answer = await receipt;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).subarray(0, 4).toString()).toBe('%PDF');
  await (await tab).close();

  // Its QR code's link confirms the receipt to anyone who scans it.
  await page.getByRole('link', { name: 'Ayrıntı' }).click();
  const verifyLink = page.getByRole('link', { name: /^\/V\// });
  const verifyPath = await verifyLink.getAttribute('href');
  const anonymous = await context.browser()!.newPage();
  await anonymous.goto(new URL(verifyPath!, page.url()).toString());
  await expect(anonymous.getByText('Belge doğrulandı')).toBeVisible();
  await expect(anonymous.getByText('4.500,00 ₺')).toBeVisible();
  await expect(anonymous.getByText('E*** Y***')).toBeVisible();
  // The paper's number, to find the same receipt in the list.
  const receiptNo = (await anonymous.locator('dt:text-is("Belge No") + dd').textContent())!;
  expect(receiptNo).toMatch(/^\d{4}-\d+$/);
  await anonymous.close();

  // Cancelling one collection reverses it: the balance goes back up by its amount.
  await page.goBack();
  await expect(page).toHaveURL(/\/finance\/collection\?studentId=/);
  const first = page.getByRole('row').filter({ hasText: 'Geçerli' }).filter({ hasText: receiptNo });
  await first.getByRole('button', { name: 'İptal' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('İptal Nedeni').fill('Yanlış kasaya girildi');
  await dialog.getByRole('button', { name: 'Tahsilatı İptal Et' }).click();
  await expect(page.getByTestId('account-balance')).toContainText('36.000,00 ₺');
  await expect(page.getByRole('row').filter({ hasText: 'İptal' }).first()).toBeVisible();

  // The cancelled receipt's QR link now says so in its headline, with its day and no green tick.
  const checker = await context.browser()!.newPage();
  await checker.goto(new URL(verifyPath!, page.url()).toString());
  await expect(checker.getByText('İptal edilmiş belge')).toBeVisible();
  await expect(checker.getByText('İptal Tarihi')).toBeVisible();
  await expect(checker.getByText('Belge doğrulandı')).toHaveCount(0);
  await checker.close();
});

test('the sale is invoiced per installment, drafted and printed from the invoice desk', async ({ page }) => {
  test.setTimeout(120_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await new PanelShell(page).useAccountOf('Kadıköy Şubesi');

  await page.goto('/education/student');
  await page.getByLabel('Ad, T.C. kimlik no, öğrenci no, telefon veya veli adı ara').fill('Elif Yıldız');
  await expect(page).toHaveURL(/_searchTerm=/);
  await page.getByRole('link', { name: 'Elif Yıldız' }).click();
  await page.getByRole('tab', { name: 'Satışlar' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'Ödeme Planlandı' })
    .first()
    .getByRole('link')
    .first()
    .click();
  await page.getByRole('button', { name: 'Fatura Planı' }).click();
  await page.getByLabel('Her taksit için ayrı fatura (vade tarihinde)').check();
  await page.getByRole('button', { name: 'Fatura Planı Oluştur' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Planlandı' })).toHaveCount(9);

  await page.goto('/finance/invoice/plan');
  const first = page.getByRole('row').filter({ hasText: 'Planlandı' }).first();
  await first.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Taslak Oluştur (1)' }).click();
  await page.getByRole('row').filter({ hasText: 'Taslak Oluşturuldu' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Faturayı Kes (1)' }).click();
  await page.getByRole('button', { name: 'Faturayı Kes', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Kesildi' })).toHaveCount(1);

  await page.goto('/finance/invoice/print');
  await expect(page.getByRole('button', { name: /[A-Z]{3}20\d{11}/ })).toBeVisible();
});
