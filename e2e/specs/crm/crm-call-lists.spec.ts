import { expect, test } from '@playwright/test';
import { CrmCallListPage } from '../../pages/crm-call-list-page';

const MANAGER = 'cagri.mudur@demo.test';
const FIRST = 'cagri1@demo.test';
const SECOND = 'cagri2@demo.test';

test('a pool built from a search is shared by two consultants without overlap, and the interview shows in the reports', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const listName = `Moda Havuzu ${Date.now() % 100_000}`;
  const managerContext = await browser.newContext();
  const manager = new CrmCallListPage(await managerContext.newPage());
  await manager.signIn(MANAGER);
  await manager.open();
  // Three of the demo's families go to Moda Ortaokulu.
  await manager.buildPoolFromSchool(listName, 'Moda Ortaokulu', 3);

  const contexts = [await browser.newContext(), await browser.newContext()];
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  const [first, second] = pages.map((p) => new CrmCallListPage(p));
  await first!.signIn(FIRST);
  await second!.signIn(SECOND);
  await Promise.all([first!.open(), second!.open()]);
  const [firstCustomer, secondCustomer] = await Promise.all([
    first!.takeNext(listName),
    second!.takeNext(listName),
  ]);
  expect(firstCustomer).not.toBe('');
  expect(secondCustomer).not.toBe(firstCustomer);

  await first!.recordInterview('Tekrar aranacak', '01.01.2030');

  await manager.open();
  await expect(manager.row(listName)).toContainText('Bekleyen 1 · Aranıyor 1 · Arandı 1');
  const managerPage = managerContext.pages()[0]!;
  await managerPage.goto('/crm/report/interviews');
  const interviewRow = managerPage.getByRole('row').filter({ hasText: firstCustomer });
  // A report over a loaded machine's database: wait for the rows, not for a clock.
  await expect(interviewRow).toContainText('Merve Tan', { timeout: 30_000 });
  await expect(interviewRow).toContainText('Tekrar aranacak');
  await expect(interviewRow).toContainText('01.01.2030');
  await managerPage.goto('/crm/report/call-list');
  await expect(managerPage.getByTestId('call-report-total')).toContainText('Toplam görüşme: 1', {
    timeout: 30_000,
  });
  await expect(managerPage.getByRole('row').filter({ hasText: 'Merve Tan' })).toBeVisible();

  await Promise.all([...contexts, managerContext].map((c) => c.close()));
});
