import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { citizenIdFrom } from '../../pages/citizen-id';
import { PanelShell } from '../../pages/panel-shell';
import { ADMIN, DEMO_PASSWORD, FOUNDER, SignInPage } from '../../pages/sign-in-page';

const apiAs = async (request: APIRequestContext, email: string) => {
  const signIn = await request.post('/api/auth/authenticate', { data: { email, password: DEMO_PASSWORD } });
  const token = ((await signIn.json()) as { jwtToken: string }).jwtToken;
  const send = async (method: 'GET' | 'POST', url: string, data?: object) => {
    const res = await request.fetch(`/api/${url}`, {
      method,
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  return {
    token,
    get: (url: string) => send('GET', url),
    post: (url: string, data: object) => send('POST', url, data),
  };
};

test('the dashboard of a branch shows its students, installments, overdue and cash', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A branch of its own, so the figures are the ones made here whatever else the demo holds.
  const admin = await apiAs(request, ADMIN);
  const founder = await apiAs(request, FOUNDER);
  const businessId = JSON.parse(Buffer.from(founder.token.split('.')[1]!, 'base64url').toString())
    .biz as string;
  const seed = Date.now() % 100_000_000;
  const branchName = `Pano Şubesi ${seed}`;
  const branch = await admin.post('admin/branch', { businessId, name: branchName });
  await admin.post('admin/account', { businessId, email: FOUNDER, role: 'Manager', branchId: branch.id });

  const student = await founder.post('education/student/register', {
    student: {
      branchId: branch.id,
      firstName: 'Pano',
      lastName: `Öğrenci${seed}`,
      citizenId: citizenIdFrom(seed),
      gender: 'Female',
      birthDate: '2011-04-12',
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
  const book = await founder.post('finance/cash-book', {
    branchId: branch.id,
    name: 'Pano Kasası',
    kind: 'Cash',
  });
  const order = await founder.post('student-order', {
    studentId: student.id,
    items: [{ name: 'Kurs', itemKind: 'Education', quantity: 1, unitPrice: '2.000,00', vatRate: 10 }],
  });
  const today = todayInIstanbul();
  await founder.post(`student-order/${order.id}/payment-plan`, {
    installments: [
      { no: 1, dueDate: today, amount: '1.000,00', method: 'Cash' },
      { no: 2, dueDate: addDays(today, -45), amount: '1.000,00', method: 'Cash' },
    ],
  });
  const { installments } = (await founder.get(`student-order/${order.id}`)) as {
    installments: { id: string; dueDate: string }[];
  };
  await founder.post('finance/collection', {
    studentId: student.id,
    cashBookId: book.id,
    method: 'Cash',
    amount: '250,00',
    paidOn: today,
    installmentIds: [installments.find((i) => i.dueDate === today)!.id],
  });

  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  const shell = new PanelShell(page);
  await shell.expectDashboard();
  await shell.useAccountOf(branchName);

  await expect(page.getByTestId('live-students')).toHaveText('1');
  await expect(page.getByTestId('new-students')).toContainText(/Bu ay\s*1 geçen yıl 0/);
  await expect(page.getByTestId('registrations')).toContainText(/Bu ay\s*1 geçen yıl 0/);
  await expect(page.getByTestId('installments-week')).toContainText('250,00 ₺ / 1.000,00 ₺');
  await expect(page.getByTestId('overdue-31-60')).toContainText('1.000,00 ₺');
  await expect(page.getByTestId('overdue-0-30')).toContainText('0,00 ₺');
  await expect(page.getByTestId('overdue-total')).toContainText('Toplam (1 taksit)');
  await expect(page.getByTestId('cash-books-card')).toContainText('Pano Kasası');
  await expect(page.getByTestId('cash-books-card')).toContainText('250,00 ₺');
  await expect(page.getByTestId('quick-actions-card').getByRole('link', { name: 'Tahsilat' })).toBeVisible();
  // The founder's next sign-in (other specs) starts from the demo branch again.
  await shell.useAccountOf('Kadıköy Şubesi');
});
