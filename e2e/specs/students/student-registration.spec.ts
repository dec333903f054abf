import { expect, type Page, test } from '@playwright/test';
import { pickDate, pickOption, saveWith, selectOption } from '../../pages/form-helpers';
import { PanelShell } from '../../pages/panel-shell';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

const CITIZEN_ID = '10000424270';

/** A select inside one card of the registration form (parents repeat the same labels). */
const selectIn = (page: Page, field: string, option: string) => pickOption(page, page.locator(field), option);

test('a founder registers a student with two parents, assigns a class, keeps notes and documents, and transfers her', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  // Another spec may have left the founder in the Beşiktaş account; this story is Kadıköy's.
  await new PanelShell(page).useAccountOf('Kadıköy Şubesi');

  await page.goto('/education/student/new');
  await page.getByLabel('Ad', { exact: true }).fill('Zeynep');
  await page.getByLabel('Soyad', { exact: true }).fill('Korkmaz');
  await page.locator('#student_citizenId').fill(CITIZEN_ID);
  await selectOption(page, 'Cinsiyet', 'Kadın');
  await pickDate(page, 'Doğum Tarihi', '12.04.2011');
  await selectOption(page, 'Eğitim Seviyesi', 'Lise');
  await page.getByLabel('Kurum İçi').check();

  await selectIn(page, '#parents_0_relation', 'Anne');
  await page.locator('#parents_0_mobilePhone').fill('5321112233');
  await page.locator('#parents_0_firstName').fill('Aylin');
  await page.locator('#parents_0_lastName').fill('Korkmaz');
  await page.getByRole('button', { name: 'Veli Ekle' }).click();
  await selectIn(page, '#parents_1_relation', 'Baba');
  await page.locator('#parents_1_mobilePhone').fill('5321112244');
  await page.locator('#parents_1_firstName').fill('Kemal');
  await page.locator('#parents_1_lastName').fill('Korkmaz');

  await page.getByRole('button', { name: 'İletişim Ekle' }).click();
  await page.locator('#contacts_0_value').fill('5551234567');
  await page.getByRole('button', { name: 'İletişim Ekle' }).click();
  await selectIn(page, '#contacts_1_contactType', 'E-posta');
  await selectIn(page, '#contacts_1_contactOption', 'Kişisel E-posta');
  await page.locator('#contacts_1_value').fill('zeynep@example.com');

  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page).toHaveURL(/\/education\/student\/[0-9a-f-]{36}$/);
  const profileUrl = page.url();

  await page.goto('/education/student/class');
  await selectOption(page, 'Şube', 'Kadıköy Şubesi');
  await page.getByLabel('Öğrenci adı, numarası veya T.C. kimlik no ara').fill('korkmaz');
  const row = page.getByRole('row').filter({ hasText: 'Zeynep Korkmaz' });
  await row.getByRole('checkbox').check();
  await selectOption(page, 'Atanacak Sınıf', '9-A');
  await saveWith(page, page.getByRole('button', { name: 'Sınıfa Ata (1)' }));

  await page.goto(profileUrl);
  await expect(page.getByText('9-A').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Veliler' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Aylin Korkmaz' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Kemal Korkmaz' })).toBeVisible();

  await page.getByRole('tab', { name: 'Notlar' }).click();
  await page.getByLabel('Not', { exact: true }).fill('Veli toplantısına katıldı.');
  await page.getByRole('button', { name: 'Not Ekle' }).click();
  await expect(page.getByText('Veli toplantısına katıldı.')).toBeVisible();
  await page.getByLabel('Not', { exact: true }).fill('Fıstık alerjisi var.');
  await page.getByLabel('Sabitle').check();
  await page.getByLabel('Profil açılınca göster').check();
  await page.getByRole('button', { name: 'Not Ekle' }).click();
  const notes = page.locator('.ant-list-item');
  await expect(notes).toHaveCount(2);
  // The pinned note comes first, whatever was written later.
  await expect(notes.first()).toContainText('Fıstık alerjisi var.');
  await expect(notes.first()).toContainText('Sabit');

  await page.getByRole('tab', { name: 'Dokümanlar' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'saglik-raporu.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Sağlık raporu: spor yapabilir.'),
  });
  const documentRow = page.getByRole('row').filter({ hasText: 'saglik-raporu.txt' });
  const download = page.waitForEvent('download');
  await documentRow.getByRole('button', { name: 'İndir' }).click();
  expect((await download).suggestedFilename()).toBe('saglik-raporu.txt');

  // The popup note shows the next time the profile opens.
  await page.goto(profileUrl);
  const popup = page.getByRole('dialog', { name: 'Öğrenci Notları' });
  await expect(popup).toContainText('Fıstık alerjisi var.');
  await expect(popup).not.toContainText('Veli toplantısına katıldı.');
  await popup.getByRole('button', { name: 'Tamam' }).click();

  await page.goto('/education/student/transfer');
  await page.getByRole('button', { name: 'Yeni Nakil' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Öğrenci').click();
  await page.keyboard.type('Korkmaz');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Zeynep Korkmaz' })
    .click();
  await selectOption(page, 'Nakil Türü', 'Nakil (şubeler arası)');
  await selectOption(page, 'Hedef Şube', 'Beşiktaş Şubesi');
  await pickDate(page, 'Nakil Tarihi', '20.11.2026');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  const history = page.getByRole('row').filter({ hasText: 'Zeynep Korkmaz' });
  await expect(history).toContainText('Kadıköy Şubesi');
  await expect(history).toContainText('Beşiktaş Şubesi');
  await expect(history).toContainText('Nakil (şubeler arası)');
});
