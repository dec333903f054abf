import type { TMobileExamResults } from '@panel/shared/mobile/contracts';
import { formatNet } from './mobile-format';
import { colors } from './mobile-shell';

const WIDTH = 340;
const HEIGHT = 140;
const PAD = 24;

/** The total nets of the exams sat, oldest first: a line in plain SVG (no chart library to download). */
export const NetTrendChart = ({ points }: { points: TMobileExamResults['trend'] }) => {
  if (points.length === 0) return null;
  const nets = points.map((p) => p.net);
  const top = Math.max(...nets, 1);
  const bottom = Math.min(...nets, 0);
  const x = (i: number) =>
    points.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (net: number) => HEIGHT - PAD - ((net - bottom) / (top - bottom || 1)) * (HEIGHT - 2 * PAD);
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.net).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      role="img"
      aria-label={`Net gelişimi: ${points.map((p) => formatNet(p.net)).join(', ')}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ width: '100%', height: 'auto' }}
    >
      <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke={colors.line} />
      <path d={line} fill="none" stroke={colors.primary} strokeWidth={2.5} />
      {points.map((p, i) => (
        <g key={p.examId}>
          <circle cx={x(i)} cy={y(p.net)} r={4} fill={colors.primary} />
          <text x={x(i)} y={y(p.net) - 8} fontSize={11} textAnchor="middle" fill="#181c32">
            {formatNet(p.net)}
          </text>
        </g>
      ))}
    </svg>
  );
};
