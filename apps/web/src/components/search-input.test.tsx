import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const onSearch = vi.fn();
    render(<SearchInput value="" onSearch={onSearch} placeholder="Öğrenci ara" />);
    const box = screen.getByPlaceholderText('Öğrenci ara');
    const type = (text: string) => {
      fireEvent.change(box, { target: { value: text } });
      act(() => {
        vi.advanceTimersByTime(500);
      });
    };
    return { onSearch, type, box };
  };

  it('does not search with one character, even on Enter (SPEC 9: two at least)', () => {
    const { onSearch, type, box } = setup();
    type('a');
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches from two characters, once typing pauses', () => {
    const { onSearch, type } = setup();
    type('ay');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ay');
  });
});
