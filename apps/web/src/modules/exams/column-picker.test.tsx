import type { FormFieldRange } from '@panel/shared/exams/scoring';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ColumnPicker, rangeProblem } from './column-picker';

const LINE = '12345678901Deniz Aksoy    AABCDE';
const cell = (column: number) => document.querySelector(`[data-column="${column}"]`) as HTMLElement;
/** Press on one column, move over to another, release there: a drag in the browser. */
const drag = (from: number, to: number) => {
  fireEvent.mouseDown(cell(from));
  fireEvent.mouseMove(cell(to));
  fireEvent.mouseUp(cell(to));
};

describe('ColumnPicker', () => {
  it('turns the characters dragged over into a 1-based start and a length, either direction', () => {
    const onPick = vi.fn();
    render(<ColumnPicker line={LINE} fields={[]} selection={null} onPick={onPick} />);
    expect(document.querySelectorAll('[data-column]')).toHaveLength(LINE.length);
    drag(12, 26);
    expect(onPick).toHaveBeenLastCalledWith({ start: 12, length: 15 });
    drag(11, 1);
    expect(onPick).toHaveBeenLastCalledWith({ start: 1, length: 11 });
    drag(27, 27);
    expect(onPick).toHaveBeenLastCalledWith({ start: 27, length: 1 });
  });

  it('shows the current selection with its columns', () => {
    render(<ColumnPicker line={LINE} fields={[]} selection={{ start: 28, length: 5 }} onPick={vi.fn()} />);
    expect(screen.getByText('Seçim: 28-32. sütunlar (5 karakter)')).toBeTruthy();
    expect(cell(28).dataset.picked).toBe('true');
    expect(cell(27).dataset.picked).toBeUndefined();
  });

  it('refuses a range over a field already named, with the reason in Turkish', () => {
    const onPick = vi.fn();
    const fields: FormFieldRange[] = [{ field: 'citizenId', start: 1, length: 11 }];
    render(<ColumnPicker line={LINE} fields={fields} selection={null} onPick={onPick} />);
    drag(8, 20);
    expect(onPick).not.toHaveBeenCalled();
    expect(
      screen.getByText('8-20. sütunlar T.C. Kimlik No alanıyla (1-11. sütunlar) çakışıyor.'),
    ).toBeTruthy();
    drag(12, 26);
    expect(onPick).toHaveBeenCalledWith({ start: 12, length: 15 });
  });
});

describe('rangeProblem', () => {
  it('mirrors the server: overlap and a range past the sample line', () => {
    const fields: FormFieldRange[] = [{ field: 'answers', start: 5, length: 3, section: 'Türkçe' }];
    expect(rangeProblem({ start: 7, length: 2 }, fields, '0123456789')).toBe(
      '7-8. sütunlar Cevaplar (Türkçe) alanıyla (5-7. sütunlar) çakışıyor.',
    );
    expect(rangeProblem({ start: 9, length: 5 }, fields, '0123456789')).toBe(
      '9-13. sütunlar örnek satırın dışında (satır 10 karakter).',
    );
    expect(rangeProblem({ start: 8, length: 3 }, fields, '0123456789')).toBeNull();
  });
});
