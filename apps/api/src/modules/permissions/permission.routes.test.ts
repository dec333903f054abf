import { isAdminAction } from '@panel/shared/permissions/keys';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, signInAs } from '../../test/auth-helpers';
import { setUpTestApp } from '../../test/test-app';

const t = setUpTestApp();

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
/** The side menu the user of `email` is given at start-up. */
const menuOf = async (email: string) => {
  const { token } = await signInAs(t.app, email);
  return (await get('/api/menu', token)).json() as Array<{
    id: string;
    childMenuList: Array<{ id: string }>;
  }>;
};

describe('start-up loads', () => {
  it('gives the founder the dashboard and the general screens, and no admin menu', async () => {
    const menu = await menuOf(DEMO.founder);
    expect(menu.map((m) => m.id)).toEqual([
      'dashboard-summary',
      'general',
      'education',
      'students',
      'exam',
      'crm',
      'finance',
      'personnel',
      'permission',
    ]);
    expect(menu[0]).toMatchObject({ title: 'Özet', route: '/dashboard/summary', childMenuList: [] });
    expect(menu[1]?.childMenuList.map((c) => c.id)).toEqual([
      'general-business',
      'general-contract-template',
      'general-corporate',
      'general-branch',
      'general-user',
      'general-branch-group',
    ]);
  });

  it('gives the admin the admin menu with its children', async () => {
    const menu = await menuOf(DEMO.admin);
    const admin = menu.find((m) => m.id === 'admin');
    expect(admin?.childMenuList.map((c) => c.id)).toContain('admin-account-summary');
  });

  it('lists widgets and actions of the account', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const widgets = (await get('/api/widget/user', token)).json() as Array<{ id: string }>;
    expect(widgets.map((w) => w.id)).toEqual([
      'active-account',
      'quick-actions',
      'unread-announcements',
      'student-registrations',
      'installments-due',
      'today-collections',
      'overdue-total',
      'cash-book-balances',
      'rollcall-not-taken',
      'absences-today',
      'registrations-week',
      'crm-follow-ups',
      'last-exam-average',
      'license-days',
    ]);
    const actions = (await get('/api/action/account-user', token)).json() as string[];
    expect(actions).toContain('self.profile');
    expect(actions.some((a) => a.startsWith('admin.'))).toBe(false);
  });
});

describe('route guard', () => {
  it('answers 401 without a token on every guarded route', async () => {
    const guarded = t.app.routeTable.filter((r) => !r.public);
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: route.method as 'GET', url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a non-admin on every admin route', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const adminRoutes = t.app.routeTable.filter((r) => r.permission && isAdminAction(r.permission));
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
