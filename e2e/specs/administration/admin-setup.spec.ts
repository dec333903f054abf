import { expect, test } from '@playwright/test';
import { fieldError, pickDate, selectOption } from '../../pages/form-helpers';
import { PanelShell } from '../../pages/panel-shell';
import { ADMIN, SignInPage } from '../../pages/sign-in-page';

test.beforeEach(async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(ADMIN);
  await expect(page).toHaveURL(/\/admin\/account-summary$/);
});

test('the admin sets up a business, a manager for it, and the manager’s menu follows the permissions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/admin/business/add');
  await page.getByLabel('Kurum Adı').fill('Işık Koleji');
  await selectOption(page, 'Kurum Türü', 'Okul');
  await page.getByLabel('Telefon').fill('2163334455');
  await expect(page.getByLabel('Telefon')).toHaveValue('0(216) 333 44 55');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/admin\/business$/);
  await page.getByLabel('Kurum adı ara').fill('ışık');
  await expect(page.getByRole('row').filter({ hasText: 'Işık Koleji' })).toBeVisible();

  await page.goto('/admin/corporate/add');
  await selectOption(page, 'Kurum', 'Işık Koleji');
  await page.getByLabel('Ünvan').fill('Işık Eğitim A.Ş.');
  await page.getByLabel('Vergi Dairesi').fill('Üsküdar');
  await page.getByLabel('Vergi / T.C Kimlik Numarası').fill('1234567890');
  await page.getByLabel('Mersis Numarası').fill('12345');
  await page.getByLabel('IBAN').click();
  await expect(fieldError(page, 'Mersis Numarası 16 karakter olmalıdır!')).toBeVisible();
  await page.getByLabel('Mersis Numarası').fill('1234567890123456');
  await page.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 27');
  await page.getByLabel('Adres').click();
  await expect(fieldError(page, 'IBAN Numarası Geçersiz!')).toBeVisible();
  await expect(fieldError(page, 'Mersis Numarası 16 karakter olmalıdır!')).toHaveCount(0);
  await page.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 26');
  await page.getByLabel('Adres').fill('Altunizade, Üsküdar/İstanbul');
  await expect(fieldError(page, 'IBAN Numarası Geçersiz!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Işık Eğitim A.Ş.' })).toContainText(
    'TR330006100519786457841326',
  );

  await page.goto('/admin/branch/form/add');
  await selectOption(page, 'Kurum', 'Işık Koleji');
  await page.getByLabel('Şube Adı').fill('Üsküdar Şubesi');
  await selectOption(page, 'Fatura Şirketi', 'Işık Eğitim A.Ş.');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  const branchRow = page.getByRole('row').filter({ hasText: 'Üsküdar Şubesi' });
  await expect(branchRow).toContainText('Lisans yok');

  await branchRow.getByRole('button', { name: 'Lisanslar' }).click();
  await expect(page.getByText('Bu şubenin lisansı yok: şube salt okunurdur.')).toBeVisible();
  await page.getByRole('button', { name: 'Yeni Lisans' }).click();
  await pickDate(page, 'Başlangıç Tarihi', '01.09.2026');
  await pickDate(page, 'Bitiş Tarihi', '31.08.2027');
  await page.getByLabel('Öğrenci Kontenjanı').fill('750');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('row').filter({ hasText: '750' })).toContainText('31.08.2027');

  await page.goto('/admin/account/add');
  await selectOption(page, 'Kurum', 'Işık Koleji');
  await page.getByLabel('E-posta').fill('mudur@isikkoleji.test');
  await page.getByLabel('Ad', { exact: true }).fill('Selin');
  await page.getByLabel('Soyad').fill('Aydın');
  await page.getByLabel('İlk Şifre').fill('Kalem.Defter42');
  await selectOption(page, 'Şube', 'Üsküdar Şubesi');
  await selectOption(page, 'Rol', 'Müdür');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByLabel('Ad, e-posta veya kurum ara').fill('selin');
  const accountRow = page.getByRole('row').filter({ hasText: 'mudur@isikkoleji.test' });
  await accountRow.getByRole('button', { name: 'Hesabıyla Giriş Yap' }).click();
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await expect(page.getByTestId('active-account-card')).toContainText('Üsküdar Şubesi');
  const menu = page.getByRole('menu', { name: 'Ana menü' });
  await expect(menu).toContainText('Genel');
  await expect(menu).toContainText('Yetkiler');
  await expect(menu).not.toContainText('Yönetim');
  await menu.getByText('Genel').hover();
  await expect(page.getByRole('menuitem', { name: 'Şirketler' })).toBeVisible();

  await page.goto('/permission/menu');
  await expect(page.getByLabel('Rol', { exact: true })).toBeVisible();
  await expect(page.getByText('Rolün varsayılanı')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Şirketler' }).uncheck();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bu şube için değiştirilmiş')).toBeVisible();

  await new PanelShell(page).signOut();
  const signIn = new SignInPage(page);
  await signIn.signIn('mudur@isikkoleji.test', 'Kalem.Defter42');
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await page.getByRole('menu', { name: 'Ana menü' }).getByText('Genel').hover();
  await expect(page.getByRole('menuitem', { name: 'Şubeler' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Şirketler' })).toHaveCount(0);
});

test('deleting a record asks first, and only deletes when confirmed', async ({ page }) => {
  await page.goto('/admin/major/add');
  await page.getByLabel('Branş Adı').fill('Astronomi');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/admin\/major$/);
  await page.getByLabel('Branş ara').fill('astro');
  const row = page.getByRole('row').filter({ hasText: 'Astronomi' });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Bu kaydı silmek istediğinize emin misiniz?')).toBeVisible();
  await page.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Sil' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sil' }).click();
  await expect(row).toHaveCount(0);
});
