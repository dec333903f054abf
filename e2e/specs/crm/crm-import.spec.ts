import { expect, test } from '@playwright/test';
import { CrmImportScreen, customerSheet, signInAsManager } from '../../pages/crm-intake-pages';

test('a call-center manager imports 17 of 20 customers and builds a pool call list from the file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsManager(page);
  const screen = new CrmImportScreen(page);
  await screen.goto();

  const rows: [string, string][] = Array.from({ length: 17 }, (_, i) => [
    `Aday${i + 1}`,
    `0(535) 300 10 ${String(i + 10).padStart(2, '0')}`,
  ]);
  rows.push(['Eksik', '0535 300']); // a phone too short
  rows.push(['', '0(535) 300 20 01']); // no student name
  rows.push(['Tekrar', '0(532) 111 00 01']); // the demo's Deniz Arslan's phone
  await screen.choose(await customerSheet(rows));
  await screen.check();

  // The page's summary, not the notice with the same words the client shows above it.
  await expect(
    page
      .locator('#root')
      .getByText('20 satır kontrol edildi: 17 satır aktarılabilir, 2 satırda hata, 1 satır mükerrer.'),
  ).toBeVisible();
  await expect(page.getByText('Bu telefonla kayıtlı bir müşteri var.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Lütfen Öğrenci Adı Giriniz!/ })).toBeVisible();

  await screen.importButton(17).click();
  await expect(page).toHaveURL(/\/crm\/excel\/file\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('imported-count')).toHaveText('17');

  await page.getByRole('button', { name: '17 Müşteriyle Liste Oluştur' }).click();
  await expect(page.getByTestId('call-list-made')).toContainText('17 müşteri arama listesine eklendi.');
});
