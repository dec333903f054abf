import type { TLessonProgramEntry } from '@panel/shared/education/contracts';
import { WEEKDAYS, type Weekday, weekdayLabels } from '@panel/shared/education/enums';
import { Empty } from 'antd';
import { type ReactNode, useState } from 'react';
import type { LessonSlot } from './lesson-program.api';

type Props = {
  lessonTimes: LessonSlot[];
  entries: TLessonProgramEntry[];
  /** What a filled cell shows. */
  renderEntry: (entry: TLessonProgramEntry) => ReactNode;
  /** An empty cell's content (a "place" button in the editor). */
  renderEmpty?: (weekday: Weekday, slot: LessonSlot) => ReactNode;
  /** Dropping a dragged lesson on a cell; without it nothing drags. */
  onDrop?: (entryId: string, weekday: Weekday, slot: LessonSlot) => void;
  /** Saturday and Sunday are shown only when something is on them, or when asked. */
  showWeekend?: boolean;
};

/** The weekly grid, Monday first (SPEC 3): slots down, days across; the editor and every program report use it. */
export const WeekGrid = ({ lessonTimes, entries, renderEntry, renderEmpty, onDrop, showWeekend }: Props) => {
  const [target, setTarget] = useState<string | null>(null);
  if (lessonTimes.length === 0)
    return <Empty description="Bu şubede ders saati tanımlı değil. Önce Ders Saatleri ekranından ekleyin." />;
  const weekend = showWeekend || entries.some((e) => e.weekday >= 6);
  const days = WEEKDAYS.filter((d) => weekend || d <= 5);
  const at = (day: number, slotId: string) =>
    entries.filter((e) => e.weekday === day && e.lessonTimeId === slotId);
  return (
    <table className="week-grid" aria-label="Haftalık ders programı">
      <thead>
        <tr>
          <th>Ders Saati</th>
          {days.map((d) => (
            <th key={d}>{weekdayLabels[d]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lessonTimes.map((slot) => (
          <tr key={slot.id}>
            <td className="week-grid__slot">
              <strong>{slot.slotNo}. Ders</strong>
              <br />
              {slot.startsAt}-{slot.endsAt}
            </td>
            {days.map((day) => {
              const key = `${day}:${slot.id}`;
              const cell = at(day, slot.id);
              return (
                <td
                  key={key}
                  data-cell={`${weekdayLabels[day]} ${slot.slotNo}`}
                  className={`week-grid__cell${target === key ? ' week-grid__cell--target' : ''}`}
                  onDragOver={
                    onDrop
                      ? (e) => {
                          e.preventDefault();
                          setTarget(key);
                        }
                      : undefined
                  }
                  onDragLeave={onDrop ? () => setTarget(null) : undefined}
                  onDrop={
                    onDrop
                      ? (e) => {
                          e.preventDefault();
                          setTarget(null);
                          const id = e.dataTransfer.getData('text/plain');
                          if (id) onDrop(id, day, slot);
                        }
                      : undefined
                  }
                >
                  {cell.length > 0
                    ? cell.map((entry) => (
                        // Dragging is a mouse shortcut; keyboard users change a cell with its own buttons.
                        // biome-ignore lint/a11y/noStaticElementInteractions: see above
                        <div
                          key={entry.id}
                          className="week-grid__lesson"
                          draggable={!!onDrop}
                          onDragStart={(e) => e.dataTransfer.setData('text/plain', entry.id)}
                        >
                          {renderEntry(entry)}
                        </div>
                      ))
                    : renderEmpty?.(day, slot)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
