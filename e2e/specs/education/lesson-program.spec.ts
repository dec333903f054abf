import { expect, type Page, test } from '@playwright/test';
import { expectErrorNotice, fieldError, pickDate, saveWith, selectOption } from '../../pages/form-helpers';
import { SignInPage } from '../../pages/sign-in-page';

/** The manager of the second demo business, whose branch starts with no education data. */
const MANAGER = 'mudur@ornekdil.test';
const BRANCH = 'Merkez Şube';

const save = (page: Page) => saveWith(page, page.getByRole('button', { name: 'Kaydet' }));

const addLessonTime = async (page: Page, slotNo: string, startsAt: string, endsAt: string) => {
  await page.goto('/education/lesson-time/add');
  await selectOption(page, 'Şube', BRANCH);
  await page.getByLabel('Ders Sırası').fill(slotNo);
  await page.getByLabel('Başlangıç Saati').fill(startsAt);
  await page.getByLabel('Bitiş Saati').fill(endsAt);
  await save(page);
};

const addClass = async (page: Page, section: string, withRoom: boolean) => {
  await page.goto('/education/school-class/add');
  await selectOption(page, 'Şube', BRANCH);
  await selectOption(page, 'Dönem', '2026-2027 Güz');
  await selectOption(page, 'Sınıf Seviyesi', '9. Sınıf');
  await selectOption(page, 'Şube Harfi', section);
  await selectOption(page, 'Eğitim Seviyesi', 'Lise');
  if (withRoom) await selectOption(page, 'Derslik', 'Derslik 101 (30 kişilik)');
  await page.getByLabel('Kontenjan').fill('24');
  await save(page);
};

const assignTeacher = async (page: Page, className: string) => {
  await page.getByRole('button', { name: 'Öğretmen Ata' }).click();
  const dialog = page.getByRole('dialog');
  await selectOption(page, 'Sınıf', className);
  await selectOption(page, 'Öğretmen', 'Ayşe Yılmaz');
  await selectOption(page, 'Branş', 'Matematik');
  await dialog.getByLabel('Haftalık Ders Saati').fill('4');
  await saveWith(page, dialog.getByRole('button', { name: 'Kaydet' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: className })).toContainText('Ayşe Yılmaz');
};

const placeOnMondayFirst = async (page: Page, className: string) => {
  await page.goto('/education/lesson-program');
  await selectOption(page, 'Sınıf', className);
  await expect(page.getByRole('heading', { name: `Ders Programı - ${className}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pazartesi 1. ders ekle' }).click();
  await selectOption(page, 'Ders ve Öğretmen', 'Matematik - Ayşe Yılmaz (0/4 saat)');
  return page.getByRole('dialog').getByRole('button', { name: 'Yerleştir' });
};

test('a manager sets up a term and a teacher, and the lesson program refuses a double booking', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(MANAGER);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);

  await page.goto('/education/semester/add');
  await page.getByLabel('Dönem Adı').fill('2026-2027 Güz');
  await pickDate(page, 'Başlangıç', '07.09.2026');
  await pickDate(page, 'Bitiş', '22.01.2027');
  await save(page);

  // A time must be two digits on each side (SPEC 5), checked as it changes.
  await page.goto('/education/lesson-time/add');
  await page.getByLabel('Başlangıç Saati').fill('8:3');
  await expect(fieldError(page, 'Lütfen 2 Haneli Zaman Giriniz!')).toBeVisible();
  await addLessonTime(page, '1', '08:30', '09:10');
  await addLessonTime(page, '2', '09:20', '10:00');
  await expect(page.getByRole('row').filter({ hasText: '09:20' })).toBeVisible();

  await page.goto('/education/class-room/add');
  await selectOption(page, 'Şube', BRANCH);
  await page.getByLabel('Derslik Adı').fill('Derslik 101');
  await page.getByLabel('Kapasite').fill('30');
  await save(page);

  await addClass(page, 'A', true);
  await addClass(page, 'B', false);
  await expect(page.getByRole('row').filter({ hasText: '9-B' })).toBeVisible();

  await page.goto('/personnel/new');
  await selectOption(page, 'Şube', BRANCH);
  await page.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await page.getByLabel('Soyad').fill('Yılmaz');
  await selectOption(page, 'Cinsiyet', 'Kadın');
  await page.getByLabel('Öğretmen', { exact: true }).check();
  await save(page);
  await expect(page).toHaveURL(/\/personnel\/[0-9a-f-]{36}/);
  await page.getByRole('tab', { name: 'Öğretmen' }).click();
  await selectOption(page, 'Branşlar', 'Matematik');
  await page.keyboard.press('Escape');
  await saveWith(page, page.getByRole('button', { name: 'Branşları Kaydet' }));

  await page.goto('/education/schoolclass-teacher');
  await assignTeacher(page, '9-A');
  await assignTeacher(page, '9-B');
  await expect(page.getByRole('row').filter({ hasText: '9-B' })).toContainText('0/4 saat');

  await saveWith(page, await placeOnMondayFirst(page, '9-A'));
  await expect(page.locator('[data-cell="Pazartesi 1"]')).toContainText('Matematik');
  await expect(page.locator('[data-cell="Pazartesi 1"]')).toContainText('Ayşe Yılmaz');

  await (await placeOnMondayFirst(page, '9-B')).click();
  await expectErrorNotice(page, 'Ayşe Yılmaz Pazartesi 1. ders saatinde 9-A sınıfında derste.');
  await page.getByRole('dialog').getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.locator('[data-cell="Pazartesi 1"]')).not.toContainText('Matematik');

  await page.goto('/education/report/teacher-program');
  const row = page.getByRole('row').filter({ hasText: 'Ayşe Yılmaz' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pazartesi');
  await expect(row).toContainText('1. ders 08:30-09:10');
  await expect(row).toContainText('9-A');
  await expect(row).toContainText('Matematik');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Excel'e Aktar" }).click();
  expect((await download).suggestedFilename()).toBe('Öğretmen Programı.xlsx');
});
