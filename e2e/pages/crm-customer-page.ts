import { expect, type Page } from '@playwright/test';
import { pickDate, pickOption, saveWith, selectOption } from './form-helpers';

/** The CRM's customer screens: the new-customer form, the search, the card and its interviews. */
export class CrmCustomerPage {
  constructor(readonly page: Page) {}

  async openNew() {
    await this.page.goto('/crm/new');
    await expect(this.page.getByRole('heading', { name: 'Yeni Müşteri' })).toBeVisible({ timeout: 30_000 });
    // The branch is filled in once the branch list is in; typing before that is fine but waiting is honest.
    const branch = this.page.getByLabel('Şube', { exact: true });
    await expect(this.page.locator('.ant-form-item').filter({ has: branch })).toContainText('Şubesi');
  }

  async fillNew(c: { first: string; last: string; parentFirst: string; phone: string }) {
    await this.page.getByLabel('Öğrenci Adı', { exact: true }).fill(c.first);
    await this.page.getByLabel('Öğrenci Soyadı', { exact: true }).fill(c.last);
    await this.page.getByLabel('Veli Adı', { exact: true }).fill(c.parentFirst);
    await this.page.getByLabel('Veli Soyadı', { exact: true }).fill(c.last);
    await this.setPhone(c.phone);
  }

  async setPhone(phone: string) {
    const field = this.page.getByLabel('Telefon', { exact: true });
    await field.fill('');
    await field.pressSequentially(phone);
  }

  /** Saves; a duplicate phone answers 409, which the form shows as a warning. */
  async save(expectStatus: number) {
    const answer = this.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/crm/customer');
    await this.page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    expect((await answer).status()).toBe(expectStatus);
  }

  async openCustomer(name: string) {
    await this.page.goto(`/crm/search?_searchTerm=${encodeURIComponent(name)}`);
    await this.page.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { name: `Müşteri Kartı: ${name}` })).toBeVisible();
  }

  async recordInterview(state: string, nextContact: string) {
    await this.page.getByRole('tab', { name: 'Görüşmeler' }).click();
    await this.page.getByRole('link', { name: 'Yeni Görüşme' }).click();
    await expect(this.page.getByRole('heading', { name: /Yeni Görüşme/ })).toBeVisible();
    await selectOption(this.page, 'Görüşme Durumu', state);
    await pickDate(this.page, 'Sonraki Görüşme Tarihi', nextContact);
    await saveWith(this.page, this.page.getByRole('button', { name: 'Kaydet', exact: true }));
    await expect(this.page.getByRole('heading', { name: /^Görüşmeler/ })).toBeVisible();
  }

  /** "Kayıt Yap": the registration fields the customer does not carry, then the sale form opens. */
  async convert(r: { citizenId: string; birthDate: string }) {
    await this.page.getByRole('button', { name: 'Kayıt Yap' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Kayıt Yap' });
    await dialog.getByLabel('T.C. Kimlik No').fill(r.citizenId);
    await pickOption(this.page, dialog.getByLabel('Cinsiyet', { exact: true }), 'Kadın');
    await pickDate(this.page, 'Doğum Tarihi', r.birthDate);
    await pickOption(this.page, dialog.getByLabel('Eğitim Seviyesi', { exact: true }), 'Ortaokul');
    await pickOption(this.page, dialog.getByLabel('Velinin Yakınlığı', { exact: true }), 'Baba');
    await saveWith(this.page, dialog.getByRole('button', { name: 'Öğrenciyi Kaydet' }));
  }
}
