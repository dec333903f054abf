import { SEARCH_MIN_LENGTH } from '@panel/shared/common/pagination';
import { Input } from 'antd';
import { useEffect, useState } from 'react';

type Props = { value: string; onSearch: (term: string) => void; placeholder?: string; width?: number };

/**
 * Searches as the user types, after a short pause, and only from the spec's minimum of two
 * characters; clearing the box shows the whole list again.
 */
export const SearchInput = ({ value, onSearch, placeholder = 'Ara', width = 320 }: Props) => {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const term = text.trim();
    if (term === value.trim()) return;
    if (term.length > 0 && term.length < SEARCH_MIN_LENGTH) return;
    const timer = setTimeout(() => onSearch(term), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input.Search
      allowClear
      value={text}
      placeholder={placeholder}
      onChange={(e) => setText(e.target.value)}
      onSearch={(term) => {
        const t = term.trim();
        if (t.length === 0 || t.length >= SEARCH_MIN_LENGTH) onSearch(t);
      }}
      style={{ width }}
      aria-label={placeholder}
    />
  );
};
