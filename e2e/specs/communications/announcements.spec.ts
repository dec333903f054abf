import { expect, type Page, test } from '@playwright/test';
import { pickOption, saveWith } from '../../pages/form-helpers';
import { PanelShell } from '../../pages/panel-shell';
import { DEMO_PARENT, FOUNDER, SignInPage } from '../../pages/sign-in-page';

const LIST = '/education/student/announcement';

/** A day `days` from today in Istanbul, as the API takes it. */
const dayFromToday = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d);
};

/** The signed-in page's bearer header (the token lives in localStorage, SPEC 9). */
const bearerOf = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate<string | null>('localStorage.getItem("id_token")')}`,
});

/** Posts through the API as the signed-in user: the many rows a paging check needs. */
const postAnnouncement = async (page: Page, body: Record<string, unknown>) => {
  const res = await page.request.post('/api/announcement', {
    headers: await bearerOf(page),
    data: { level: 'Info', endsOn: null, publishOn: dayFromToday(0), ...body },
  });
  expect(res.status(), await res.text()).toBe(200);
};

const radio = (page: Page, label: string) =>
  page.locator('label.ant-radio-button-wrapper').filter({ hasText: new RegExp(`^${label}$`) });

test('a manager posts to the parents of 9-A, pages and searches the list, and a parent of 9-A reads one from the bell', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await new PanelShell(page).useAccountOf('Kadıköy Şubesi');

  await page.goto(`${LIST}/add`);
  // The first page of an area loads its routes and pages: a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Yeni Duyuru' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Başlık').fill('Veli toplantısı');
  await page
    .getByRole('textbox', { name: 'İçerik' })
    .fill('Cuma günü saat 17:00’de veli toplantısı yapılacaktır.');
  await radio(page, 'Veli').click();
  await radio(page, 'Sınıflar').click();
  await pickOption(page, page.locator('#targetIds'), '9-A', /^9-A/);
  await saveWith(page, page.getByRole('button', { name: 'Kaydet' }));
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  const posted = page.getByRole('row').filter({ hasText: 'Veli toplantısı' });
  await expect(posted).toBeVisible({ timeout: 30_000 });
  await expect(posted).toContainText('Veli');
  await expect(posted).toContainText('Sınıflar (Kadıköy Şubesi)');

  // An older one to the same parents, and eleven to the class's students (not to the parents).
  const classes = await page.request.get('/api/education/school-class/list', {
    headers: await bearerOf(page),
  });
  const nineA = ((await classes.json()) as { id: string; name: string }[]).find((r) => r.name === '9-A')!.id;
  await postAnnouncement(page, {
    title: 'Eski duyuru',
    body: '<p>Geçen hafta</p>',
    audience: 'Parent',
    targetKind: 'Class',
    targetIds: [nineA],
    publishOn: dayFromToday(-3),
  });
  for (let i = 1; i <= 11; i++)
    await postAnnouncement(page, {
      title: `Sınav takvimi ${i}`,
      body: `<p>${i}. sınav</p>`,
      audience: 'Student',
      targetKind: 'Class',
      targetIds: [nineA],
    });

  await page.goto(LIST);
  await expect(page.getByText('Toplam 13 kayıt')).toBeVisible({ timeout: 30_000 });
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await page.locator('.ant-pagination-item-2').click();
  await expect(rows).toHaveCount(3);
  await page.getByPlaceholder('Duyuru başlığı ara').fill('eski');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Eski duyuru');

  // The mother of a 9-A student, whose account came from an accepted invitation, reads them.
  await new PanelShell(page).signOut();
  await signIn.signIn(DEMO_PARENT);
  const bell = page.getByRole('button', { name: /^Duyurular, \d+ okunmamış$/ });
  await expect(bell).toHaveAccessibleName('Duyurular, 2 okunmamış', { timeout: 30_000 });
  await bell.click();
  await page.getByRole('menuitem', { name: 'Eski duyuru' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(bell).toHaveAccessibleName('Duyurular, 1 okunmamış');
  const older = page.getByRole('listitem', { name: 'Eski duyuru' });
  await expect(older).toContainText('Okundu');
  const newer = page.getByRole('listitem', { name: 'Veli toplantısı' });
  await expect(newer).toContainText('Okunmadı');
  await expect(page.getByRole('listitem', { name: /Sınav takvimi/ })).toHaveCount(0);
  await newer.click();
  await expect(newer.getByText('Cuma günü saat 17:00’de veli toplantısı yapılacaktır.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Duyurular, 0 okunmamış');
});
