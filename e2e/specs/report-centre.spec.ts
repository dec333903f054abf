import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { citizenIdFrom } from '../pages/citizen-id';
import { pickOption } from '../pages/form-helpers';
import { PanelShell } from '../pages/panel-shell';
import { DEMO_PASSWORD, FOUNDER, SignInPage } from '../pages/sign-in-page';

const apiAs = async (request: APIRequestContext, email: string) => {
  const signIn = await request.post('/api/auth/authenticate', { data: { email, password: DEMO_PASSWORD } });
  const token = ((await signIn.json()) as { jwtToken: string }).jwtToken;
  const post = async (url: string, data: object) => {
    const res = await request.post(`/api/${url}`, { data, headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), `POST ${url}: ${await res.text()}`).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { br: string };
  return { post, branchId: claims.br };
};

test('the founder runs a class’s report cards in the report centre, follows them in a new tab and downloads the PDF', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // A term and a class of their own, so the report cards are the ones made here.
  const founder = await apiAs(request, FOUNDER);
  const seed = Date.now() % 100_000_000;
  const termName = `Karne Dönemi ${seed}`;
  const semesterId = (
    await founder.post('education/semester', { name: termName, startsOn: '2026-09-07', endsOn: '2027-01-22' })
  ).id as string;
  const schoolClassId = (
    await founder.post('education/school-class', {
      branchId: founder.branchId,
      semesterId,
      classroomId: null,
      gradeLevel: '10',
      section: 'C',
      educationLevel: 'HighSchool',
      capacity: 24,
    })
  ).id as string;
  const lastName = `Öztürkoğlu${seed}`;
  const student = await founder.post('education/student/register', {
    student: {
      branchId: founder.branchId,
      firstName: 'Şebnem Işıl',
      lastName,
      citizenId: citizenIdFrom(seed),
      gender: 'Female',
      birthDate: '2010-04-12',
      educationLevel: 'HighSchool',
      origin: 'Domestic',
    },
    parents: [
      {
        firstName: 'Selin',
        lastName: 'Aksoy',
        citizenId: citizenIdFrom(seed + 500_000),
        mobilePhone: '0(532) 000 00 01',
        relation: 'Mother',
        isAdult: true,
        isPaymentPerson: true,
      },
    ],
    contacts: [{ contactType: 'Phone', contactOption: 'Mobile', value: '0(555) 765 43 21', isPrimary: true }],
  });
  await founder.post('education/student/class', { schoolClassId, studentIds: [student.id] });
  await founder.post('student-note', { studentId: student.id, text: 'Güçlü yönü: düzenli çalışıyor.' });

  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await new PanelShell(page).expectDashboard();
  await page.goto('/report-list');
  await expect(page.getByRole('heading', { name: 'Rapor Merkezi' })).toBeVisible();

  await page.getByRole('tab', { name: /Karne \(Sınıf\)/ }).click();
  await pickOption(
    page,
    page.getByLabel('Sınıf', { exact: true }),
    '10-C',
    new RegExp(`^10-C · .* · ${termName}$`),
  );
  const tab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Raporu Oluştur' }).click();
  const resultPage = await tab;
  await expect(resultPage).toHaveURL(/\/report\/[0-9a-f-]{36}$/);
  // The tab follows the document until it is made, then offers it.
  await expect(resultPage.getByText('Rapor hazır')).toBeVisible({ timeout: 60_000 });
  await expect(resultPage.getByText('Karne 10-C.pdf')).toBeVisible();

  const download = resultPage.waitForEvent('download');
  await resultPage.getByTestId('report-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Karne 10-C.pdf');
  const pdf = await readFile((await file.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(`Şebnem Işıl ${lastName}`);
  expect(flat).toContain(termName);
  expect(flat).toContain('Güçlü yönü: düzenli çalışıyor.');

  // The recent results list shows it, ready, with its size and a download.
  await page.bringToFront();
  await page.reload();
  const row = page
    .getByTestId('report-results')
    .getByRole('row')
    .filter({ hasText: 'Karne (Sınıf)' })
    .first();
  await expect(row).toContainText('Hazır');
  await expect(row).toContainText(/\d+(,\d)? KB/);
  await expect(row.getByRole('button', { name: 'İndir' })).toBeVisible();
});
