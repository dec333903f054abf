import { expect, type Page, test } from '@playwright/test';
import { MobilePages } from '../../pages/mobile-pages';
import { PanelShell } from '../../pages/panel-shell';
import { DEMO_PASSWORD, FOUNDER, SignInPage } from '../../pages/sign-in-page';

const PARENT = 'fatma.aksoy@demo.test';

// The reader's layout: 1-11 citizen id, 12-31 name, 32 booklet, 33-37 Türkçe (5), 38-41 Matematik (4).
const FIELDS = [
  { field: 'citizenId', start: 1, length: 11 },
  { field: 'fullName', start: 12, length: 20 },
  { field: 'booklet', start: 32, length: 1 },
  { field: 'answers', start: 33, length: 5, section: 'Türkçe' },
  { field: 'answers', start: 38, length: 4, section: 'Matematik' },
];
const line = (cid: string, name: string, tr: string, mat: string) =>
  `${cid.padEnd(11)}${name.padEnd(20).slice(0, 20)}A${tr}${mat}`;

const istanbulDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Istanbul',
  });

/** The founder's bearer header in Kadıköy, where the demo family lives. */
const founderInKadikoy = async (page: Page) => {
  const signedIn = await page.request.post('/api/auth/authenticate', {
    data: { email: FOUNDER, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  let headers = { authorization: `Bearer ${((await signedIn.json()) as { jwtToken: string }).jwtToken}` };
  const accounts = (await (await page.request.get('/api/account/roles', { headers })).json()) as {
    id: string;
    role: string;
    branchName: string | null;
  }[];
  const kadikoy = accounts.find((a) => a.role === 'FounderManager' && a.branchName?.includes('Kadıköy'))!;
  const switched = await page.request.get(`/api/account/set-active-account/${kadikoy.id}`, { headers });
  headers = { authorization: `Bearer ${((await switched.json()) as { jwtToken: string }).jwtToken}` };
  const branchId = JSON.parse(Buffer.from(headers.authorization.split('.')[1]!, 'base64url').toString())
    .br as string;
  return { headers, branchId };
};

test.use({ viewport: { width: 390, height: 844 } });

test('a parent with two children signs in on a phone, switches child, reads the week, the teachers, the exam trend, an announcement and the balance', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const mobile = new MobilePages(page);
  const tag = String(Date.now() % 100_000).padStart(5, '0');

  // Setup through the panel's API (another area's screens): two exams Zeynep sat, and an
  // announcement to the parents of her class.
  const { headers, branchId } = await founderInKadikoy(page);
  const found = (await (
    await page.request.get('/api/education/student', { headers, params: { _searchTerm: 'Zeynep Aksoy' } })
  ).json()) as { _data: { id: string; citizenId: string; schoolClassId: string | null }[] };
  const zeynep = found._data[0]!;
  const detail = (await (await page.request.get(`/api/student/${zeynep.id}/detail`, { headers })).json()) as {
    citizenId: string;
    schoolClassId: string;
  };
  const form = await page.request.post('/examapi/optical-forms', {
    headers,
    data: { name: `Mobil Formu ${tag}`, fields: FIELDS },
  });
  expect(form.status(), await form.text()).toBe(200);
  // First exam: Türkçe 3 and Matematik 2 correct, net 5; second: all correct, net 9.
  for (const [i, [tr, mat]] of [
    ['ABC  ', 'AB  '],
    ['ABCDE', 'ABCD'],
  ].entries()) {
    const exam = await page.request.post('/examapi/exams', {
      headers,
      data: {
        name: `Mobil Deneme ${tag}-${i + 1}`,
        kind: 'TYT',
        date: istanbulDay(i - 2),
        opticalFormId: ((await form.json()) as { id: string }).id,
        penalty: 4,
        matching: 'CitizenId',
        baseScore: 100,
        branchIds: [branchId],
        sections: [
          { name: 'Türkçe', questionCount: 5, coefficient: 2, keys: { A: 'ABCDE' } },
          { name: 'Matematik', questionCount: 4, coefficient: 3, keys: { A: 'ABCD' } },
        ],
      },
    });
    expect(exam.status(), await exam.text()).toBe(200);
    const examId = ((await exam.json()) as { id: string }).id;
    const uploaded = await page.request.post(`/examapi/exams/${examId}/uploads`, {
      headers,
      multipart: {
        file: {
          name: 'okuyucu.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from(line(detail.citizenId, 'Zeynep Aksoy', tr!, mat!), 'utf8'),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
  const announcement = await page.request.post('/api/announcement', {
    headers,
    data: {
      title: `Veli toplantısı ${tag}`,
      body: '<p>Cuma 17.00, 10-A sınıfında.</p>',
      audience: 'Parent',
      targetKind: 'Class',
      targetIds: [detail.schoolClassId],
      level: 'Info',
      endsOn: null,
      publishOn: istanbulDay(0),
    },
  });
  expect(announcement.status(), await announcement.text()).toBe(200);
  // A sale of 3.000,00 ₺ in two installments, both still to come.
  const sale = await page.request.post('/api/student-order', {
    headers,
    data: {
      studentId: zeynep.id,
      items: [
        {
          name: `Mobil Paket ${tag}`,
          itemKind: 'Education',
          quantity: 1,
          unitPrice: '3.000,00',
          vatRate: 10,
        },
      ],
    },
  });
  expect(sale.status(), await sale.text()).toBe(200);
  const plan = await page.request.post(
    `/api/student-order/${((await sale.json()) as { id: string }).id}/payment-plan`,
    {
      headers,
      data: {
        installments: [
          { no: 1, dueDate: istanbulDay(20), amount: '1.000,00', method: 'Cash' },
          { no: 2, dueDate: istanbulDay(50), amount: '2.000,00', method: 'Cash' },
        ],
      },
    },
  );
  expect(plan.status(), await plan.text()).toBe(200);

  // The parent on her phone: Ali's week first, then Zeynep's.
  await mobile.signIn(PARENT, DEMO_PASSWORD);
  await expect(mobile.childLink('Ali')).toBeVisible();
  await mobile.switchChild('Zeynep');
  expect(mobile.studentId()).toBe(zeynep.id);
  await expect(page.getByRole('heading', { level: 1, name: 'Ders Programı' })).toBeVisible();
  await expect(page.getByText('Zeynep Aksoy · 10-A')).toBeVisible();
  // 10-A's lessons are on Wednesdays: each with its major, teacher and classroom.
  const wednesday = page.getByRole('region', { name: 'Çarşamba' });
  await expect(wednesday).toContainText('Matematik');
  await expect(wednesday).toContainText('Elif Kaya');
  await expect(wednesday).toContainText('Can Demir');

  await mobile.openTab('Öğretmenler', 'Öğretmenler');
  const teachers = page.getByRole('list', { name: 'Öğretmenler' }).getByRole('listitem');
  await expect(teachers).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Okul iletişim' })).toContainText('Kadıköy Şubesi');

  await mobile.openTab('Sınavlar', 'Sınav Sonuçları');
  await expect(page.getByRole('img', { name: 'Net gelişimi: 5,00, 9,00' })).toBeVisible();
  const latest = page.locator('details', { hasText: `Mobil Deneme ${tag}-2` });
  await latest.locator('summary').click();
  await expect(latest.getByRole('row', { name: /Matematik/ })).toContainText('4,00');

  // The announcement lowers the unread count when it is opened.
  await mobile.openTab('Duyurular', 'Duyurular');
  const count = page.getByText(/^\d+ okunmamış duyuru$/);
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())!.split(' ')[0]);
  expect(before).toBeGreaterThan(0);
  await page
    .locator('details', { hasText: `Veli toplantısı ${tag}` })
    .locator('summary')
    .click();
  await expect(page.getByText('Cuma 17.00, 10-A sınıfında.')).toBeVisible();
  await expect(count).toHaveText(`${before - 1} okunmamış duyuru`);

  // The balance is the one the panel's student card shows, with the installments to come.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'tr-TR' });
  const panel = await desk.newPage();
  const signIn = new SignInPage(panel);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(panel).toHaveURL(/\/dashboard\/summary$/, { timeout: 30_000 });
  await new PanelShell(panel).useAccountOf('Kadıköy Şubesi');
  await panel.goto(`/education/student/${zeynep.id}`);
  await panel.getByRole('tab', { name: 'Satışlar' }).click();
  const panelBalance = panel.getByTestId('account-balance').locator('.ant-statistic-content');
  await expect(panelBalance).toHaveText('3.000,00 ₺', { timeout: 30_000 });
  await mobile.openTab('Ödemeler', 'Ödemeler');
  await expect(page.getByTestId('mobile-balance')).toHaveText((await panelBalance.textContent())!.trim());
  const upcoming = page.getByRole('region', { name: 'Yaklaşan taksitler' });
  await expect(upcoming).toContainText('1. taksit');
  await expect(upcoming).toContainText('2.000,00 ₺');
  await desk.close();
});
