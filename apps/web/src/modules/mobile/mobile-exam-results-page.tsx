import { formatDay } from '@panel/shared/common/dates';
import type { TMobileExamResult } from '@panel/shared/mobile/contracts';
import { formatNet, formatRank } from './mobile-format';
import { useChildData } from './mobile-http';
import { card, colors, Empty, MobileShell, Pending } from './mobile-shell';
import { NetTrendChart } from './net-trend-chart';

const cell = { padding: '4px 6px', textAlign: 'right' } as const;

/** One exam's result sheet: the section counts and nets, the total, the score and the ranks. */
const ExamCard = ({ exam }: { exam: TMobileExamResult }) => (
  <details style={card} aria-label={exam.examName}>
    <summary style={{ cursor: 'pointer', listStyle: 'none' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong>{exam.examName}</strong>
        <span style={{ color: colors.muted, fontSize: 13 }}>{formatDay(exam.date)}</span>
      </div>
      {exam.absent ? (
        <div style={{ color: colors.danger, marginTop: 4 }}>Sınava katılmadı.</div>
      ) : (
        <div style={{ display: 'flex', gap: 16, marginTop: 6, fontSize: 14 }}>
          <span>
            Net <strong>{formatNet(exam.totalNet)}</strong>
          </span>
          <span>
            Puan <strong>{formatNet(exam.score)}</strong>
          </span>
          <span style={{ color: colors.muted }}>
            Sıra {formatRank(exam.rank.class)}/{formatRank(exam.rank.branch)}/{formatRank(exam.rank.business)}
          </span>
        </div>
      )}
    </summary>
    {!exam.absent && (
      <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 10, fontSize: 13 }}>
        <caption style={{ textAlign: 'left', color: colors.muted, paddingBottom: 4 }}>
          Sonuç belgesi{exam.booklet ? ` · Kitapçık ${exam.booklet}` : ''} · Sıra: sınıf/şube/kurum
        </caption>
        <thead>
          <tr style={{ color: colors.muted }}>
            <th style={{ ...cell, textAlign: 'left' }}>Bölüm</th>
            <th style={cell}>D</th>
            <th style={cell}>Y</th>
            <th style={cell}>B</th>
            <th style={cell}>Net</th>
          </tr>
        </thead>
        <tbody>
          {exam.sections.map((s) => (
            <tr key={s.name} style={{ borderTop: `1px solid ${colors.line}` }}>
              <td style={{ ...cell, textAlign: 'left' }}>{s.name}</td>
              <td style={cell}>{s.correct}</td>
              <td style={cell}>{s.wrong}</td>
              <td style={cell}>{s.blank}</td>
              <td style={cell}>{formatNet(s.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </details>
);

/** The child's exams, newest first, under the trend of the total net. */
export const MobileExamResultsPage = () => {
  const [state] = useChildData('exam-results');
  return (
    <MobileShell title="Sınav Sonuçları">
      {state.status !== 'done' ? (
        <Pending notFound={state.status === 'failed' ? state.notFound : undefined} />
      ) : state.data.exams.length === 0 ? (
        <Empty text="Henüz sınav sonucu yok." />
      ) : (
        <>
          {state.data.trend.length > 1 && (
            <section style={card} aria-label="Net gelişimi">
              <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>Net Gelişimi</h2>
              <NetTrendChart points={state.data.trend} />
            </section>
          )}
          {state.data.exams.map((exam) => (
            <ExamCard key={exam.examId} exam={exam} />
          ))}
        </>
      )}
    </MobileShell>
  );
};
