import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '../../components/screen-testing';
import { DashboardSummaryPage } from './dashboard-summary-page';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../app/http', () => ({ api: { get } }));

const TODAY = '2026-11-24';

/** What each endpoint answers; the widgets the account has are set per test. */
const answers = (widgets: string[], actions: string[] = []): Record<string, unknown> => ({
  'user/me': { firstName: 'Ayşe' },
  'widget/user': widgets.map((id) => ({ id, title: id, action: 'self.dashboard' })),
  'action/account-user': actions,
  'dashboard/summary': {
    businessName: 'Demo Eğitim',
    branchName: null,
    role: 'Teacher',
    roleLabel: 'Öğretmen',
  },
  'dashboard/roll-calls': { date: TODAY, lessons: 6, notTaken: 4 },
  'dashboard/absences': {
    date: TODAY,
    held: 40,
    present: 36,
    absent: 3,
    late: 1,
    excused: 0,
    absentStudents: 2,
    absenceRate: 7.5,
  },
  'dashboard/announcements': { unread: 5 },
  'dashboard/license': [{ branchId: 'b1', branchName: 'Kadıköy Şubesi', endsOn: '2026-12-14', daysLeft: 20 }],
  'dashboard/crm-follow-ups': { date: TODAY, dueToday: 7, overdue: 2 },
});

let replies: Record<string, unknown>;

const renderPage = () => renderPageAt('/dashboard/summary', <DashboardSummaryPage />);

const asked = () => get.mock.calls.map((c) => c[0] as string);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    if (!(path in replies)) throw new Error(`unexpected call: ${path}`);
    return replies[path];
  });
});
afterEach(cleanup);

describe('the dashboard’s day widgets', () => {
  it('shows the widgets the account has, each with its figure and the screen behind it', async () => {
    replies = answers(
      ['rollcall-not-taken', 'absences-today', 'unread-announcements'],
      ['education.rollcall.take'],
    );
    renderPage();
    const rollCall = await screen.findByTestId('rollcall-card');
    expect(within(rollCall).getByTestId('rollcall-not-taken').textContent).toContain('4');
    // A teacher (no roll call management) is sent to his own lessons, not the branch's list.
    expect(within(rollCall).getByRole('link').getAttribute('href')).toBe('/education/student/rollcall');
    const absences = await screen.findByTestId('absences-card');
    expect(within(absences).getByTestId('absent-students').textContent).toContain('2');
    expect(within(absences).getByRole('link').getAttribute('href')).toBe(
      `/education/report/rollcall?from=${TODAY}&to=${TODAY}`,
    );
    expect((await screen.findByTestId('unread-announcements')).textContent).toContain('5');
  });

  it('neither shows nor asks for a widget the account lacks', async () => {
    replies = answers(['unread-announcements']);
    renderPage();
    await screen.findByTestId('announcements-card');
    expect(screen.queryByTestId('rollcall-card')).toBeNull();
    expect(screen.queryByTestId('license-card')).toBeNull();
    expect(screen.queryByTestId('crm-follow-ups-card')).toBeNull();
    const dashboardCalls = asked().filter((p) => p.startsWith('dashboard/'));
    expect(dashboardCalls.sort()).toEqual(['dashboard/announcements', 'dashboard/summary']);
  });

  it('sends a manager to the branch’s list of roll calls not taken, and shows the license days left', async () => {
    replies = answers(
      ['rollcall-not-taken', 'license-days', 'crm-follow-ups'],
      ['education.rollcall.take', 'education.rollcall.manage'],
    );
    renderPage();
    const rollCall = await screen.findByTestId('rollcall-card');
    expect(
      (await within(rollCall).findByRole('link', { name: 'Alınmayan yoklamalar' })).getAttribute('href'),
    ).toBe('/education/student/rollcall?tab=not-taken');
    expect((await screen.findByTestId('license-card')).textContent).toContain('20 gün (14.12.2026)');
    const crm = await screen.findByTestId('crm-follow-ups-card');
    expect(within(crm).getByTestId('crm-due-today').textContent).toContain('7');
    expect(within(crm).getByRole('link').getAttribute('href')).toBe(
      `/crm/search?outcome=Open&nextContactUntil=${TODAY}`,
    );
    expect(asked()).not.toContain('dashboard/announcements');
    expect(asked()).not.toContain('dashboard/absences');
  });
});
