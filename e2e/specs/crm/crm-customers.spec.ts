import { expect, test } from '@playwright/test';
import { citizenIdFrom } from '../../pages/citizen-id';
import { CrmCustomerPage } from '../../pages/crm-customer-page';
import { PanelShell } from '../../pages/panel-shell';
import { FOUNDER, SignInPage } from '../../pages/sign-in-page';

test('a manager adds a customer past a duplicate phone, records an interview and converts a campaign customer at its price', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(FOUNDER);
  await expect(page).toHaveURL(/dashboard/, { timeout: 30_000 });
  // The demo customers are Kadıköy's; an earlier spec may have left the founder in another branch.
  await new PanelShell(page).useAccountOf('Kadıköy Şubesi');
  const crm = new CrmCustomerPage(page);

  // Deniz Arslan's parent already called with this number: the form names and links her.
  await crm.openNew();
  await crm.fillNew({ first: 'Nehir', last: 'Aksu', parentFirst: 'Levent', phone: '05321110001' });
  await crm.save(409);
  const warning = page.getByRole('alert').filter({ hasText: 'Bu telefon numarasıyla kayıtlı müşteri var' });
  await expect(warning.getByRole('link', { name: 'Deniz Arslan' })).toBeVisible();
  await crm.setPhone('05327776655');
  await expect(warning).toBeHidden();
  await crm.save(200);
  await expect(page.getByRole('heading', { name: 'Müşteri Kartı: Nehir Aksu' })).toBeVisible();
  await expect(page.getByText('0(532) 777 66 55')).toBeVisible();

  await crm.recordInterview('Randevu verildi', '15.12.2026');
  const row = page.getByRole('row').filter({ hasText: 'Randevu verildi' });
  await expect(row).toContainText('15.12.2026');

  // Ece Balcı came with the early-enrolment campaign (10% off the tuition).
  await crm.openCustomer('Ece Balcı');
  await crm.convert({ citizenId: citizenIdFrom(7301), birthDate: '05.04.2012' });
  await expect(page).toHaveURL(/\/education\/student\/[0-9a-f-]+\/sale\/add\?campaign=/, { timeout: 30_000 });
  await expect(page.getByText('Kampanya: 2027 Erken Kayıt')).toBeVisible();
  const studentPath = new URL(page.url()).pathname.replace(/\/sale\/add$/, '');
  // The campaign's service is already the sale's line, at its discount: nothing typed twice.
  const line = page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('Fiyat Listesinden') })
    .first();
  await expect(line).toContainText('Eğitim Ücreti', { timeout: 30_000 });
  await expect(page.getByLabel('İndirim', { exact: true }).first()).toHaveValue('10');
  await expect(page.locator('.ant-select').filter({ hasText: 'Yüzde (%)' }).first()).toBeVisible();
  // Saved at the campaign's price: the list price less 10%.
  const listPrice = Number(
    (await page.locator('#items_0_unitPrice').inputValue()).replace(/\./g, '').replace(',', '.'),
  );
  const lira = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('sale-total')).toHaveText(`${lira.format(listPrice * 0.9)} ₺`);
  await page.getByRole('button', { name: 'Kaydet ve Ödeme Planına Geç' }).click();
  await expect(page).toHaveURL(/\/sale\/[0-9a-f-]{36}\/payment$/, { timeout: 30_000 });

  await crm.openCustomer('Ece Balcı');
  await expect(page.locator('.ant-tag').filter({ hasText: 'Kazanıldı' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Öğrenci kartını aç' })).toHaveAttribute('href', studentPath);
  await expect(page.getByRole('button', { name: 'Kayıt Yap' })).toHaveCount(0);

  // The funnel by campaign counts the conversion: Ece is the campaign's one registered customer.
  await page.goto('/crm/report/funnel?groupBy=campaign');
  const campaignRow = page.getByRole('row').filter({ hasText: '2027 Erken Kayıt' });
  await expect(campaignRow.getByRole('cell').nth(3)).toHaveText('1', { timeout: 30_000 });
});
