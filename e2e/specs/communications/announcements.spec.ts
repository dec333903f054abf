import { expect, type Page, test } from '@playwright/test';
import { pickOption, saveWith } from '../../pages/form-helpers';
import { MailOutboxPage } from '../../pages/mail-outbox-page';
import { PanelShell } from '../../pages/panel-shell';
import { ADMIN, FOUNDER, SignInPage } from '../../pages/sign-in-page';

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

/** The invitee's own password, set on the invitation page. */
const INVITEE_PASSWORD = 'Mavi.Deniz.77';

test('a manager invites a 9-A mother, who accepts through the mailed link; the manager posts to the parents of 9-A, pages and searches the list, and the mother reads one from the bell', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  // Fresh for every run: the invitation is the only way this address gets an account.
  const inviteeEmail = `fatma.aksoy.${Date.now()}@veli.test`;
  const signIn = new SignInPage(page);
  const shell = new PanelShell(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await shell.useAccountOf('Kadıköy Şubesi');

  // Ali Aksoy's profile, user tab: his mother Fatma is invited by e-mail.
  await page.goto('/education/student');
  await page.getByLabel('Ad, T.C. kimlik no, öğrenci no, telefon veya veli adı ara').fill('Ali Aksoy');
  // The search runs after a pause in typing; a click before it would be overtaken by it.
  await expect(page).toHaveURL(/_searchTerm=/);
  await page.getByRole('link', { name: 'Ali Aksoy', exact: true }).click();
  await expect(page).toHaveURL(/\/education\/student\/[0-9a-f-]{36}$/);
  await expect(page.getByText('9-A').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Kullanıcılar' }).click();
  await page.getByRole('button', { name: 'Kullanıcı Davet Et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı Davet Et' });
  await pickOption(page, dialog.getByLabel('Kim'), 'Fatma Aksoy (Anne)');
  await dialog.getByLabel('E-posta').fill(inviteeEmail);
  await saveWith(page, dialog.getByRole('button', { name: 'Davet Gönder' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: inviteeEmail })).toContainText('Bekliyor');

  // The provider admin finds the invitation among the outgoing mails and passes its link on.
  await shell.signOut();
  await signIn.signIn(ADMIN);
  await expect(page).toHaveURL(/\/admin\/account-summary$/, { timeout: 30_000 });
  const outbox = new MailOutboxPage(page);
  await outbox.goto();
  await outbox.open(inviteeEmail, 'Demo Eğitim Kurumları daveti');
  await expect(outbox.body()).toContainText('Demo Eğitim Kurumları sizi Veli olarak davet ediyor.');
  const link = await outbox.linkTo(/\/invitation\/[\w-]+\/false$/);
  await shell.signOut();

  // The mother, in her own browser, opens the link, sets her password and is signed in.
  const origin = new URL(link).origin;
  const own = await browser.newContext({ baseURL: origin, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const mother = await own.newPage();
  const motherShell = new PanelShell(mother);
  await mother.goto(link);
  await expect(
    mother.getByText('Demo Eğitim Kurumları / Kadıköy Şubesi sizi Veli olarak davet ediyor.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await mother.getByLabel('Ad', { exact: true }).fill('Fatma');
  await mother.getByLabel('Soyad', { exact: true }).fill('Aksoy');
  await expect(mother.getByLabel('E-posta')).toHaveValue(inviteeEmail);
  await mother.getByLabel('Şifre').fill(INVITEE_PASSWORD);
  await mother.getByRole('button', { name: 'Hesap Aç ve Kabul Et' }).click();
  await motherShell.expectDashboard();
  await motherShell.signOut();

  // Only now the manager posts: an announcement reaches the parents who have an account then.
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await shell.useAccountOf('Kadıköy Şubesi');

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

  // The invited mother signs in with the password she set and reads them.
  await new SignInPage(mother).goto();
  await new SignInPage(mother).signIn(inviteeEmail, INVITEE_PASSWORD);
  const bell = mother.getByRole('button', { name: /^Duyurular, \d+ okunmamış$/ });
  await expect(bell).toHaveAccessibleName('Duyurular, 2 okunmamış', { timeout: 30_000 });
  await bell.click();
  await mother.getByRole('menuitem', { name: 'Eski duyuru' }).click();
  await expect(mother).toHaveURL(/\/messages$/);
  await expect(bell).toHaveAccessibleName('Duyurular, 1 okunmamış');
  const older = mother.getByRole('listitem', { name: 'Eski duyuru' });
  await expect(older).toContainText('Okundu');
  const newer = mother.getByRole('listitem', { name: 'Veli toplantısı' });
  await expect(newer).toContainText('Okunmadı');
  await expect(mother.getByRole('listitem', { name: /Sınav takvimi/ })).toHaveCount(0);
  await newer.click();
  await expect(newer.getByText('Cuma günü saat 17:00’de veli toplantısı yapılacaktır.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Duyurular, 0 okunmamış');
  await own.close();
});
