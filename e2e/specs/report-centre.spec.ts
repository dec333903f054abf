import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
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

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A student of the signed-in branch with her mother paying, through the registration call. */
const registerStudent = (api: Api, seed: number, firstName: string, lastName: string) =>
  api.post('education/student/register', {
    student: {
      branchId: api.branchId,
      firstName,
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

/**
 * Runs the open form's report: the new tab follows the document until it is ready, then its
 * file is downloaded. Answers the tab, the file's name and the PDF's text.
 */
const runReport = async (page: Page, context: BrowserContext) => {
  const tab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Raporu Oluştur' }).click();
  const resultPage = await tab;
  await expect(resultPage).toHaveURL(/\/report\/[0-9a-f-]{36}$/);
  await expect(resultPage.getByText('Rapor hazır')).toBeVisible({ timeout: 60_000 });
  const download = resultPage.waitForEvent('download');
  await resultPage.getByTestId('report-download').click();
  const file = await download;
  const pdf = await readFile((await file.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { resultPage, fileName: file.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
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
  const student = await registerStudent(founder, seed, 'Şebnem Işıl', lastName);
  await founder.post('education/student/class', { schoolClassId, studentIds: [student.id] });
  await founder.post('student-note', { studentId: student.id, text: 'Güçlü yönü: düzenli çalışıyor.' });

  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  const shell = new PanelShell(page);
  await shell.expectDashboard();
  // The centre is one of the account's own pages, in the user menu.
  await shell.openFromUserMenu('Rapor Merkezi', /\/report-list$/);
  await expect(page.getByRole('heading', { name: 'Rapor Merkezi' })).toBeVisible();

  await page.getByRole('tab', { name: /Karne \(Sınıf\)/ }).click();
  await pickOption(
    page,
    page.getByLabel('Sınıf', { exact: true }),
    '10-C',
    new RegExp(`^10-C · .* · ${termName}$`),
  );
  // The tab follows the document until it is made, then offers it.
  const { resultPage, fileName, text: flat } = await runReport(page, context);
  await expect(resultPage.getByText('Karne 10-C.pdf')).toBeVisible();
  expect(fileName).toBe('Karne 10-C.pdf');
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

test('the founder prints a term’s sale contracts from the report centre as one PDF', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const founder = await apiAs(request, FOUNDER);
  const seed = (Date.now() % 100_000_000) + 1;
  const termName = `Sözleşme Dönemi ${seed}`;
  const semesterId = (
    await founder.post('education/semester', { name: termName, startsOn: '2026-09-07', endsOn: '2027-06-18' })
  ).id as string;
  const lastName = `Çağlayan${seed}`;
  const student = await registerStudent(founder, seed, 'Gülşen', lastName);
  const order = await founder.post('student-order', {
    studentId: student.id,
    semesterId,
    items: [
      { name: 'Yıllık Eğitim', itemKind: 'Education', quantity: 1, unitPrice: '12.000,00', vatRate: 10 },
    ],
  });
  await founder.post(`student-order/${order.id as string}/payment-plan`, {
    installments: [{ no: 1, dueDate: '2026-10-01', amount: '12.000,00', method: 'Cash' }],
  });

  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await new PanelShell(page).expectDashboard();
  await page.goto('/report-list');
  await page.getByRole('tab', { name: /Satış Sözleşmeleri \(Dönem\)/ }).click();
  await pickOption(page, page.getByLabel('Şube', { exact: true }), 'Kadıköy Şubesi');
  await pickOption(page, page.getByLabel('Dönem', { exact: true }), termName);
  const { fileName, text: flat } = await runReport(page, context);
  expect(fileName).toBe(`Satış Sözleşmeleri ${termName}.pdf`);
  expect(flat).toContain('SATIŞ SÖZLEŞMESİ');
  expect(flat).toContain(`Satış No: ${order.orderNo as number}`);
  expect(flat).toContain(`Gülşen ${lastName}`);
});
