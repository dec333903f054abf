import { type Weekday, weekdayLabels } from '@panel/shared/education/enums';
import { useChildData } from './mobile-http';
import { card, colors, Empty, MobileShell, Pending } from './mobile-shell';

/** The child's week, today first, each lesson with its teacher and classroom. */
export const MobileLessonProgramPage = () => {
  const [state] = useChildData('lesson-program');
  return (
    <MobileShell title="Ders Programı">
      {state.status !== 'done' ? (
        <Pending notFound={state.status === 'failed' ? state.notFound : undefined} />
      ) : state.data.days.length === 0 ? (
        <Empty text="Bu hafta için ders programı girilmemiş." />
      ) : (
        state.data.days.map((day) => (
          <section key={day.weekday} style={card} aria-label={weekdayLabels[day.weekday as Weekday]}>
            <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>
              {weekdayLabels[day.weekday as Weekday]}
              {day.weekday === state.data.today && (
                <span style={{ color: colors.primary, fontSize: 13, marginLeft: 8 }}>Bugün</span>
              )}
            </h2>
            {day.lessons.map((lesson) => (
              <div
                key={`${lesson.slotNo}`}
                style={{ display: 'flex', gap: 12, padding: '8px 0', borderTop: `1px solid ${colors.line}` }}
              >
                <div style={{ color: colors.muted, fontSize: 13, minWidth: 52 }}>
                  {lesson.startsAt.slice(0, 5)}
                  <br />
                  {lesson.endsAt.slice(0, 5)}
                </div>
                <div>
                  <div style={{ fontWeight: 600 }}>{lesson.majorName}</div>
                  <div style={{ color: colors.muted, fontSize: 13 }}>
                    {lesson.teacherName}
                    {lesson.classroomName ? ` · ${lesson.classroomName}` : ''}
                  </div>
                </div>
              </div>
            ))}
          </section>
        ))
      )}
    </MobileShell>
  );
};
