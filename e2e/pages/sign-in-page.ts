import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';
export const FOUNDER = 'kurucu@demo.test';
export const ADMIN = 'admin@demo.test';

export class SignInPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/sign-in');
    // A cold load on a busy machine takes a while: wait for the page, not for a clock.
    await expect(this.page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible({ timeout: 30_000 });
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('E-posta').fill(email);
    await this.page.getByLabel('Şifre').fill(password);
    await this.page.getByRole('button', { name: 'Giriş Yap' }).click();
  }
}
