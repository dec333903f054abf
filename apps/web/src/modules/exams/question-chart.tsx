import type { TQuestionAnalysis } from '@panel/shared/exams/exam-analysis';
import { percentOf } from '@panel/shared/exams/exam-analysis';

const HEIGHT = 140;
const BAR = 14;
const GAP = 4;

/**
 * Each question's difficulty (share correct) as an SVG bar, coloured like the heat map: the
 * easy questions tall and green, the hard ones short and red; a cancelled question has none.
 */
export const QuestionChart = ({ questions }: { questions: TQuestionAnalysis[] }) => {
  const width = questions.length * (BAR + GAP) + GAP;
  return (
    <svg
      role="img"
      aria-label="Soruların güçlük grafiği (doğru oranı)"
      width="100%"
      viewBox={`0 0 ${width} ${HEIGHT + 18}`}
      style={{ maxHeight: 200 }}
    >
      <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="#d9d9d9" />
      <line x1={0} x2={width} y1={HEIGHT / 2} y2={HEIGHT / 2} stroke="#f0f0f0" strokeDasharray="3 3" />
      {questions.map((q, i) => {
        const p = q.difficulty ?? 0;
        const h = Math.round(p * (HEIGHT - 4));
        const x = GAP + i * (BAR + GAP);
        return (
          <g key={`${q.section}-${q.question}`}>
            <rect
              x={x}
              y={HEIGHT - h}
              width={BAR}
              height={h}
              fill={q.difficulty === null ? '#f0f0f0' : `hsl(${Math.round(p * 120)}, 65%, 55%)`}
            >
              <title>{`${q.section} ${q.question}. soru: ${percentOf(q.difficulty)}`}</title>
            </rect>
            <text x={x + BAR / 2} y={HEIGHT + 12} fontSize={8} textAnchor="middle" fill="#8c8c8c">
              {q.question}
            </text>
          </g>
        );
      })}
    </svg>
  );
};
