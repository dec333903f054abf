import { expect, type Page, test } from '@playwright/test';
import { saveWith } from '../../pages/form-helpers';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

/** The demo teacher: Elif Kaya teaches 9-A on every day of the demo week. */
const TEACHER = 'elif.kaya@demo.test';

const signIn = async (page: Page, email: string) => {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(email);
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 30_000 });
};

/** Today's first 9-A lesson on the roll call list: the cards come in slot order. */
const openFirstNineA = async (page: Page) => {
  await page.goto('/education/student/rollcall');
  // The area's screens load on first use: a busy machine takes a while.
  await expect(page.getByRole('heading', { name: 'Yoklama', exact: true })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('button', { name: /^9-A \d+\. ders yoklaması$/ }).first();
  await card.click();
  await expect(page.getByRole('heading', { name: 'Yoklama Al' })).toBeVisible({ timeout: 30_000 });
};

const mark = (page: Page, student: string, state: string) =>
  page.getByRole('group', { name: student }).getByText(state, { exact: true }).click();

const alertRows = (page: Page) => page.getByRole('table').last().locator('tbody tr.ant-table-row');

test.use({ viewport: { width: 390, height: 844 } });

test('a teacher takes roll call on a phone, parents hear once, and a manager corrects it with an audit trail', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  await signIn(page, TEACHER);
  await openFirstNineA(page);

  await mark(page, 'Ali Aksoy', 'Yok');
  await mark(page, 'Ece Bulut', 'Yok');
  await mark(page, 'Mert Coşkun', 'Geç');
  await page.getByLabel('Mert Coşkun gecikme (dk)').fill('10');
  await expect(page.getByText('Yok: 2')).toBeVisible();
  await expect(page.getByText('Geç: 1')).toBeVisible();
  await saveWith(page, page.getByRole('button', { name: 'Yoklamayı Gönder' }));
  await expect(page.getByText('Tamamlandı').first()).toBeVisible();
  // Closed: the teacher reads it, but only a manager changes it.
  await expect(page.getByRole('button', { name: 'Yoklamayı Gönder' })).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Ali Aksoy' }).getByRole('radio', { name: 'Yok' }),
  ).toBeDisabled();

  // Opening the same lesson again finds the closed roll call.
  await openFirstNineA(page);
  await expect(
    page.getByRole('group', { name: 'Ece Bulut' }).getByRole('radio', { name: 'Yok' }),
  ).toBeChecked();

  // The manager on a phone of her own.
  const managerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const manager = await managerContext.newPage();
  await signIn(manager, FOUNDER);
  await manager.goto('/education/student/rollcall/alert-rule');
  await expect(manager.getByRole('heading', { name: 'Veli Bildirim Kuralları' })).toBeVisible({
    timeout: 30_000,
  });
  // Two absences and one late arrival: three messages, one per student and rule.
  await expect(alertRows(manager)).toHaveCount(3);
  await expect(alertRows(manager).filter({ hasText: 'Ali Aksoy' })).toContainText('0(532) 111 22 01');
  await expect(alertRows(manager).filter({ hasText: 'Mert Coşkun' })).toContainText('Geç kalma');

  // The manager saves it again unchanged, then excuses one absence.
  await openFirstNineA(manager);
  const save = manager.getByRole('button', { name: 'Değişiklikleri Kaydet' });
  await saveWith(manager, save);
  await mark(manager, 'Ali Aksoy', 'İzinli');
  await manager.getByLabel('Ali Aksoy izin nedeni').fill('Doktor raporu');
  await saveWith(manager, save);
  await expect(manager.getByText('Ali Aksoy: Yok → İzinli (Doktor raporu)')).toBeVisible();

  await manager.goto('/education/student/rollcall/alert-rule');
  await expect(manager.getByRole('heading', { name: 'Veli Bildirim Kuralları' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(alertRows(manager)).toHaveCount(3);

  await manager.goto('/education/report/rollcall');
  await expect(manager.getByRole('heading', { name: 'Yoklama Raporu' })).toBeVisible({ timeout: 30_000 });
  const cells = (name: string) => manager.getByRole('row').filter({ hasText: name }).getByRole('cell');
  // Columns: number, student, class, lessons held, present, absent, late, excused, absence rate.
  await expect(cells('Ece Bulut')).toHaveText([/^\d+$/, 'Ece Bulut', '9-A', '1', '0', '1', '0', '0', '100']);
  await expect(cells('Ali Aksoy')).toHaveText([/^\d+$/, 'Ali Aksoy', '9-A', '1', '0', '0', '0', '1', '0']);
  await expect(manager.getByText('Yok: 1')).toBeVisible();
  await expect(manager.getByText('İzinli: 1')).toBeVisible();
  await managerContext.close();
});
