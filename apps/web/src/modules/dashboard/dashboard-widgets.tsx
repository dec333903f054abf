import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { FINANCE_AREA } from '@panel/shared/navigation/finance';
import { STUDENTS_AREA } from '@panel/shared/navigation/students';
import type { ActionKey } from '@panel/shared/permissions/keys';
import { Button, Typography } from 'antd';
import { Link } from 'react-router';

/** Where the morning's work starts, by route name: the registry gives path, title and permission. */
const QUICK_ACTIONS = ['student-new', 'finance-collection', 'finance-expense-add', 'finance-report-overdue'];
const QUICK_ROUTES = [...STUDENTS_AREA.routes, ...FINANCE_AREA.routes];

/** The quick actions the account may open: a route it may not open is not offered. */
export const QuickActions = ({ actions }: { actions: readonly string[] }) => {
  const held = new Set(actions);
  const routes = QUICK_ACTIONS.map((name) => QUICK_ROUTES.find((r) => r.name === name)).filter(
    (r): r is (typeof QUICK_ROUTES)[number] => !!r && (!r.permission || held.has(r.permission as ActionKey)),
  );
  if (routes.length === 0)
    return <Typography.Text type="secondary">Bu hesabın hızlı işlemi yok.</Typography.Text>;
  return (
    <div className="quick-actions">
      {routes.map((r) => (
        <Link key={r.name} to={r.path}>
          <Button block>{r.title}</Button>
        </Link>
      ))}
    </div>
  );
};

type Comparison = { month: number; monthLastYear: number; year: number; yearLastYear: number };

const Change = ({ now, before }: { now: number; before: number }) => {
  if (before === 0) return <Typography.Text type="secondary">geçen yıl 0</Typography.Text>;
  const pct = Math.round(((now - before) / before) * 100);
  return (
    <Typography.Text type={pct < 0 ? 'danger' : pct > 0 ? 'success' : 'secondary'}>
      geçen yıl {before} ({pct > 0 ? '+' : ''}
      {pct}%)
    </Typography.Text>
  );
};

/** This month's and this year's figure beside last year's same days. */
export const ComparisonRows = ({
  title,
  figures,
  testId,
}: {
  title: string;
  figures: Comparison;
  testId: string;
}) => (
  <div data-testid={testId}>
    <Typography.Text strong>{title}</Typography.Text>
    <div className="balance-row">
      <span>Bu ay</span>
      <span>
        <strong>{figures.month}</strong> <Change now={figures.month} before={figures.monthLastYear} />
      </span>
    </div>
    <div className="balance-row">
      <span>Bu yıl</span>
      <span>
        <strong>{figures.year}</strong> <Change now={figures.year} before={figures.yearLastYear} />
      </span>
    </div>
  </div>
);

type Day = { day: string; due: number; collected: number };

/**
 * The month's installments day by day: what falls due (light) and what of it was paid
 * (solid). Drawn by hand: a chart library would outweigh the whole dashboard.
 */
export const InstallmentChart = ({ from, to, days }: { from: string; to: string; days: Day[] }) => {
  const dayCount = Number(to.slice(8, 10));
  const byDay = new Map(days.map((d) => [Number(d.day.slice(8, 10)), d]));
  const max = Math.max(1, ...days.map((d) => d.due));
  const slot = 12;
  const height = 80;
  return (
    <svg
      className="installment-chart"
      viewBox={`0 0 ${dayCount * slot} ${height + 14}`}
      role="img"
      aria-label={`${formatDay(from)} – ${formatDay(to)} taksitleri: vadesi gelen ve tahsil edilen`}
    >
      {Array.from({ length: dayCount }, (_, n) => n + 1).map((dayNo) => {
        const i = dayNo - 1;
        const d = byDay.get(dayNo);
        const dueH = d ? (d.due / max) * height : 0;
        const paidH = d ? (Math.min(d.collected, d.due) / max) * height : 0;
        const x = i * slot + 2;
        return (
          <g key={dayNo}>
            {d && (
              <title>{`${formatDay(d.day)}: vadesi gelen ${formatMoney(d.due)}, tahsil edilen ${formatMoney(d.collected)}`}</title>
            )}
            <rect x={x} y={height - dueH} width={slot - 4} height={dueH} className="installment-chart__due" />
            <rect
              x={x}
              y={height - paidH}
              width={slot - 4}
              height={paidH}
              className="installment-chart__paid"
            />
            {(i === 0 || (i + 1) % 5 === 0) && (
              <text
                x={x + (slot - 4) / 2}
                y={height + 12}
                textAnchor="middle"
                className="installment-chart__label"
              >
                {i + 1}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
};

/** Due and collected of a period, with the share collected. */
export const DueTotals = ({
  title,
  due,
  collected,
  testId,
}: {
  title: string;
  due: number;
  collected: number;
  testId: string;
}) => (
  <div className="balance-row" data-testid={testId}>
    <span>{title}</span>
    <span>
      <strong>{formatMoney(collected)}</strong> / {formatMoney(due)}
      {due > 0 && (
        <Typography.Text type="secondary"> (%{Math.round((collected / due) * 100)})</Typography.Text>
      )}
    </span>
  </div>
);
