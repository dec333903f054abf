import { expect, type Page } from '@playwright/test';

/** The signed-in shell: header menu, account switcher and user menu. */
export class PanelShell {
  constructor(readonly page: Page) {}

  mainMenu() {
    return this.page.getByRole('menu', { name: 'Ana menü' });
  }

  activeAccountCard() {
    return this.page.getByTestId('active-account-card');
  }

  async expectDashboard() {
    await expect(this.page).toHaveURL(/\/dashboard\/summary$/, { timeout: 30_000 });
    await expect(this.activeAccountCard()).toBeVisible({ timeout: 30_000 });
  }

  /** Makes the account of `branchName` the active one, whichever was active after the last sign-in. */
  async useAccountOf(branchName: string) {
    const switcher = this.page.getByTestId('account-switcher');
    // A click on the menu while it is still opening (the dashboard loading beneath it) can
    // be lost; the switch is tried again from a closed menu until the header shows it.
    await expect(async () => {
      if ((await switcher.textContent())?.includes(branchName)) return;
      await this.page.keyboard.press('Escape');
      await this.switchAccountTo(branchName);
      await expect(switcher).toContainText(branchName, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }

  async switchAccountTo(branchName: string) {
    await this.page.getByTestId('account-switcher').click();
    await this.page.getByRole('menuitem', { name: new RegExp(branchName) }).click();
  }

  /** An entry of the user menu, followed until the page it opens is there. */
  async openFromUserMenu(label: string, url: RegExp) {
    // As with the account menu: a click while the menu is still opening can be lost.
    await expect(async () => {
      if (url.test(this.page.url())) return;
      await this.page.keyboard.press('Escape');
      await this.page.getByTestId('user-menu').click();
      await this.page.getByRole('menuitem', { name: label }).click();
      await expect(this.page).toHaveURL(url, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }

  async signOut() {
    await this.openFromUserMenu('Çıkış Yap', /\/sign-in$/);
  }

  /** Narrow screens: the drawer with the navigation, the account switcher and the user menu. */
  drawer() {
    return this.page.locator('.nav-drawer');
  }

  async openDrawer() {
    const drawer = this.drawer();
    const nav = drawer.getByRole('menu', { name: 'Ana menü' });
    // A tap while the header is still settling can be lost: tap again until the menu shows.
    await expect(async () => {
      if (await nav.isVisible()) return;
      await this.page.getByTestId('drawer-button').click();
      await expect(nav).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    return drawer;
  }

  /** Opens `group` › `item` from the drawer's navigation. */
  async openFromDrawer(group: string, item: string) {
    const drawer = await this.openDrawer();
    const nav = drawer.getByRole('menu', { name: 'Ana menü' });
    // An entry's accessible name starts with its icon's name ("book Eğitim").
    const entry = (title: string) => nav.getByRole('menuitem', { name: new RegExp(`(^|\\s)${title}$`) });
    const link = entry(item);
    if (!(await link.isVisible())) await entry(group).click();
    await link.click();
  }

  async signOutFromDrawer() {
    await expect(async () => {
      if (/\/sign-in$/.test(this.page.url())) return;
      const drawer = await this.openDrawer();
      await drawer.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
      await expect(this.page).toHaveURL(/\/sign-in$/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }

  /** No page is wider than the screen: nothing scrolls sideways. */
  async expectNoSidewaysScroll() {
    const overflow = await this.page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  }
}
