import { formatMoney } from '@panel/shared/common/money';
import type { TIncomeExpenseRow } from '@panel/shared/finance/book-reports';

const WIDTH = 960;
const HEIGHT = 300;
const PAD = { top: 16, right: 16, bottom: 40, left: 88 };
const COLORS = { income: '#50cd89', expense: '#f1416c', net: '#009ef7' };

/** Round steps for the axis: 1, 2 or 5 times a power of ten, about five of them. */
const niceStep = (span: number): number => {
  const raw = span / 5 || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
};

/**
 * Income and expense bars per month with the net as a line, drawn as plain SVG: the panel
 * has no chart library, and one chart is not worth one.
 */
export const IncomeExpenseChart = ({ rows }: { rows: readonly TIncomeExpenseRow[] }) => {
  const values = rows.flatMap((r) => [r.income, r.expense, r.net]);
  const step = niceStep(Math.max(...values, 0) - Math.min(...values, 0));
  const top = Math.max(step, Math.ceil(Math.max(...values, 0) / step) * step);
  const bottom = Math.min(0, Math.floor(Math.min(...values, 0) / step) * step);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((top - v) / (top - bottom)) * plotH;
  const band = plotW / Math.max(rows.length, 1);
  const bar = Math.min(28, band / 3);
  const x = (i: number) => PAD.left + band * i + band / 2;
  const ticks: number[] = [];
  for (let v = bottom; v <= top; v += step) ticks.push(v);
  const netPath = rows.map((r, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(r.net)}`).join(' ');
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label="Aylara göre gelir, gider ve net grafiği"
      >
        {ticks.map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(v)}
              y2={y(v)}
              stroke={v === 0 ? '#a1a5b7' : '#eff2f5'}
            />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize={11} fill="#7e8299">
              {formatMoney(v).replace(',00 ₺', ' ₺')}
            </text>
          </g>
        ))}
        {rows.map((r, i) => (
          <g key={r.month}>
            <rect
              x={x(i) - bar - 1}
              y={y(Math.max(r.income, 0))}
              width={bar}
              height={Math.abs(y(r.income) - y(0))}
              fill={COLORS.income}
            >
              <title>{`${r.monthName} gelir: ${formatMoney(r.income)}`}</title>
            </rect>
            <rect
              x={x(i) + 1}
              y={y(Math.max(r.expense, 0))}
              width={bar}
              height={Math.abs(y(r.expense) - y(0))}
              fill={COLORS.expense}
            >
              <title>{`${r.monthName} gider: ${formatMoney(r.expense)}`}</title>
            </rect>
            <text x={x(i)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize={11} fill="#5e6278">
              {r.monthName.split(' ')[0]?.slice(0, 3)}
            </text>
            <text x={x(i)} y={HEIGHT - PAD.bottom + 30} textAnchor="middle" fontSize={10} fill="#a1a5b7">
              {r.month.slice(0, 4)}
            </text>
          </g>
        ))}
        <path d={netPath} fill="none" stroke={COLORS.net} strokeWidth={2} />
        {rows.map((r, i) => (
          <circle key={r.month} cx={x(i)} cy={y(r.net)} r={3} fill={COLORS.net}>
            <title>{`${r.monthName} net: ${formatMoney(r.net)}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, justifyContent: 'center', fontSize: 12 }}>
        {(
          [
            ['income', 'Gelir'],
            ['expense', 'Gider'],
            ['net', 'Net'],
          ] as const
        ).map(([key, label]) => (
          <span key={key}>
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                marginRight: 4,
                background: COLORS[key],
              }}
            />
            {label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
};
