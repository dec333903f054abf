import { FORM_FIELD_LABELS } from '@panel/shared/exams/constants';
import type { FormFieldRange } from '@panel/shared/exams/scoring';
import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';

export type ColumnRange = { start: number; length: number };

/** The colours of the ranges already named, by position: each field its own tint. */
const TINTS = ['#e6f4ff', '#f6ffed', '#fff7e6', '#f9f0ff', '#e6fffb', '#fff0f6', '#fcffe6', '#f0f5ff'];

/**
 * Why a new range cannot join the form, as the server would refuse it (shared formProblems
 * checks the whole form on save): past the sample line or over a range already named.
 */
export const rangeProblem = (
  range: ColumnRange,
  fields: readonly FormFieldRange[],
  line: string,
): string | null => {
  const end = range.start + range.length - 1;
  const over = fields.find((f) => range.start <= f.start + f.length - 1 && f.start <= end);
  if (over)
    return `${range.start}-${end}. sütunlar ${FORM_FIELD_LABELS[over.field]}${over.section ? ` (${over.section})` : ''} alanıyla (${over.start}-${over.start + over.length - 1}. sütunlar) çakışıyor.`;
  if (end > line.length)
    return `${range.start}-${end}. sütunlar örnek satırın dışında (satır ${line.length} karakter).`;
  return null;
};

/**
 * The reader's sample line in a monospace row of columns: press on one character and release
 * on another (either way) to pick the columns between them. A pick over a named range is
 * refused with the reason; a valid one is handed to `onPick` as a 1-based start and a length.
 */
/** The 1-based column of the character under the pointer. */
const columnOf = (target: EventTarget): number | null => {
  const value = (target as HTMLElement).dataset?.column;
  return value ? Number(value) : null;
};

export const ColumnPicker = ({
  line,
  fields,
  selection,
  onPick,
}: {
  line: string;
  fields: readonly FormFieldRange[];
  selection: ColumnRange | null;
  onPick: (range: ColumnRange) => void;
}) => {
  const [anchor, setAnchor] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A release outside the line still ends the drag.
  useEffect(() => {
    const cancel = () => {
      setAnchor(null);
      setHover(null);
    };
    window.addEventListener('mouseup', cancel);
    return () => window.removeEventListener('mouseup', cancel);
  }, []);

  const finish = (column: number) => {
    if (anchor === null) return;
    const range = { start: Math.min(anchor, column), length: Math.abs(column - anchor) + 1 };
    setAnchor(null);
    setHover(null);
    const problem = rangeProblem(range, fields, line);
    setError(problem);
    if (!problem) onPick(range);
  };

  const dragging =
    anchor !== null && hover !== null ? [Math.min(anchor, hover), Math.max(anchor, hover)] : null;
  const fieldAt = (column: number) =>
    fields.findIndex((f) => column >= f.start && column < f.start + f.length);

  return (
    <div>
      <div
        role="application"
        aria-label="Örnek satır"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the line is picked from with the mouse; focus shows where.
        tabIndex={0}
        onMouseDown={(e) => {
          const column = columnOf(e.target);
          if (column === null) return;
          e.preventDefault();
          setAnchor(column);
          setHover(column);
        }}
        onMouseMove={(e) => {
          const column = columnOf(e.target);
          if (anchor !== null && column !== null && column !== hover) setHover(column);
        }}
        onMouseUp={(e) => {
          const column = columnOf(e.target) ?? hover;
          if (column === null) return;
          e.stopPropagation();
          finish(column);
        }}
        style={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 14,
          lineHeight: '22px',
          overflowX: 'auto',
          whiteSpace: 'nowrap',
          userSelect: 'none',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          padding: '4px 6px',
          cursor: 'text',
        }}
      >
        {[...line].map((c, i) => {
          const column = i + 1;
          const owner = fieldAt(column);
          const picked =
            (dragging && column >= dragging[0]! && column <= dragging[1]!) ||
            (!dragging &&
              selection &&
              column >= selection.start &&
              column < selection.start + selection.length);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
              key={i}
              data-column={column}
              title={`${column}. sütun`}
              data-picked={picked ? 'true' : undefined}
              style={{
                display: 'inline-block',
                width: '1ch',
                textAlign: 'center',
                background: picked ? '#91caff' : owner >= 0 ? TINTS[owner % TINTS.length] : undefined,
                borderBottom: owner >= 0 ? '2px solid #8c8c8c' : '2px solid transparent',
              }}
            >
              {c === ' ' ? '\u00a0' : c}
            </span>
          );
        })}
      </div>
      <Typography.Text type="secondary">
        {selection
          ? `Seçim: ${selection.start}-${selection.start + selection.length - 1}. sütunlar (${selection.length} karakter)`
          : 'Sütunları seçmek için örnek satırda farenin tuşuna basılı tutarak sürükleyin.'}
      </Typography.Text>
      {error && <Alert style={{ marginTop: 8 }} type="error" showIcon message={error} />}
    </div>
  );
};
