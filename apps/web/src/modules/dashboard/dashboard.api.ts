import { useQuery } from '@tanstack/react-query';
import type { Answer, PlainGetPath } from '../../api/api-paths';
import { api } from '../../app/http';

type DashboardPath = Extract<PlainGetPath, `dashboard/${string}`>;

/** The figures one dashboard endpoint answers, cached under `['dashboard', <its name>]`. */
const useDashboardData = <P extends DashboardPath>(path: P, enabled = true) =>
  useQuery({
    queryKey: ['dashboard', path.slice('dashboard/'.length)],
    // A generic path does not pick its answer out of the client's overloads: the path's own answer, said here once.
    queryFn: () => api.get(path as DashboardPath, {} as never) as Promise<Answer<P, 'get'>>,
    enabled,
  });

export const useDashboardSummary = () => useDashboardData('dashboard/summary');

// Each widget's figures are asked only when the account has the widget (GET widget/user):
// the API refuses the others with 403, which would send the user to the homepage.

export const useSalesWidgets = (enabled: boolean) => useDashboardData('dashboard/sales', enabled);

export const useStudentWidget = (enabled: boolean) => useDashboardData('dashboard/students', enabled);

export const useInstallmentWidget = (enabled: boolean) => useDashboardData('dashboard/installments', enabled);

export const useOverdueWidget = (enabled: boolean) => useDashboardData('dashboard/overdue', enabled);

export const useCashBookBalances = (enabled: boolean) => useDashboardData('dashboard/cash-books', enabled);

// The day's widgets: each card asks for its figures only when it is shown, and it is shown
// only when the account has the widget.

export const useRollCallWidget = () => useDashboardData('dashboard/roll-calls');

export const useAbsenceWidget = () => useDashboardData('dashboard/absences');

export const useWeekRegistrationWidget = () => useDashboardData('dashboard/registrations-week');

export const useFollowUpWidget = () => useDashboardData('dashboard/crm-follow-ups');

export const useLastExamWidget = () => useDashboardData('dashboard/last-exam');

export const useAnnouncementWidget = () => useDashboardData('dashboard/announcements');

export const useLicenseWidget = () => useDashboardData('dashboard/license');
