import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { selectOption } from '../../pages/form-helpers';
import { ADMIN, SignInPage } from '../../pages/sign-in-page';

/** The template's columns that matter here; the server matches columns by their headers. */
const sheet = async (citizenIds: string[]) => {
  const workbook = new ExcelJS.Workbook();
  const rows = workbook.addWorksheet('Öğrenciler');
  const all = [
    'Şube',
    'Ad',
    'Soyad',
    'T.C Kimlik No',
    'Doğum Tarihi',
    'İlçe',
    'Adres',
    'Cinsiyet',
    'Dönem',
    'Zaman Dilimi',
    'Sınıf',
    'Okul',
    'Cep Telefonu',
    'E-posta',
    'Anne Adı Soyadı',
    'Anne Mesleği',
    'Baba Adı Soyadı',
    'Baba Mesleği',
  ];
  rows.addRow(all);
  citizenIds.forEach((id, i) => {
    const values: Record<string, string> = {
      Şube: 'Merkez Şube',
      Ad: `Mert${i}`,
      Soyad: 'Aydın',
      'T.C Kimlik No': id,
      'Doğum Tarihi': '03.05.2012',
      Cinsiyet: 'Erkek',
      'Anne Adı Soyadı': 'Gül Aydın',
    };
    rows.addRow(all.map((h) => values[h] ?? ''));
  });
  return {
    name: 'ogrenciler.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
};

test('the admin imports students: a bad citizen id is shown on its row and nothing is saved until it is fixed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(ADMIN);
  await expect(page).toHaveURL(/\/admin\/account-summary$/);

  await page.goto('/admin/student/import');
  await selectOption(page, 'Kurum', 'Örnek Dil Kursu');
  await page
    .locator('input[type=file]')
    .setInputFiles(await sheet(['10000424348', '10000000146', '12345678901']));
  await page.getByRole('button', { name: 'Kontrol Et' }).click();
  const problem = page.getByRole('row').filter({ hasText: 'T.C Kimlik Numarası Geçersiz!' });
  await expect(problem).toContainText('4');
  await expect(problem).toContainText('12345678901');
  await expect(page.getByRole('button', { name: 'Aktar' })).toBeDisabled();

  await page
    .locator('input[type=file]')
    .setInputFiles(await sheet(['10000424348', '10000000146', '10000424270']));
  await page.getByRole('button', { name: 'Kontrol Et' }).click();
  await expect(page.getByText('3 satır kontrol edildi, hata yok.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Aktar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '3 öğrenci aktarıldı.' }).first()).toBeVisible();
});
