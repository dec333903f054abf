import { formatScore } from '@panel/shared/assessments/scoring';

export type ScoreBar = {
  name: string;
  scoreCenti: number | null;
  minCenti: number;
  maxCenti: number;
  bandLabel: string | null;
};

const ROW = 34;
const LABEL = 130;
const WIDTH = 520;

/** One horizontal bar per dimension, scaled to the dimension's band range: plain SVG, prints as is. */
export const ScoreBars = ({ bars }: { bars: ScoreBar[] }) => {
  const track = WIDTH - LABEL - 110;
  return (
    <svg
      role="img"
      aria-label="Boyut puanları"
      viewBox={`0 0 ${WIDTH} ${bars.length * ROW + 8}`}
      style={{ width: '100%', maxWidth: WIDTH }}
    >
      {bars.map((b, i) => {
        const span = Math.max(1, b.maxCenti - b.minCenti);
        const share =
          b.scoreCenti === null ? 0 : Math.min(1, Math.max(0, (b.scoreCenti - b.minCenti) / span));
        const y = i * ROW + 4;
        return (
          <g key={b.name}>
            <text x={0} y={y + 18} fontSize={13} fill="#3f4254">
              {b.name}
            </text>
            <rect x={LABEL} y={y + 4} width={track} height={18} rx={4} fill="#f1f1f4" />
            <rect x={LABEL} y={y + 4} width={Math.max(2, track * share)} height={18} rx={4} fill="#009EF7" />
            <text x={LABEL + track + 8} y={y + 18} fontSize={13} fill="#3f4254">
              {b.scoreCenti === null ? '—' : formatScore(b.scoreCenti)}
              {b.bandLabel ? ` · ${b.bandLabel}` : ''}
            </text>
          </g>
        );
      })}
    </svg>
  );
};
