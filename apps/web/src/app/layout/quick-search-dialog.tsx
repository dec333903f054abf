import { SearchOutlined } from '@ant-design/icons';
import {
  QUICK_SEARCH_KINDS,
  QUICK_SEARCH_MIN_LENGTH,
  type QuickSearchKind,
  quickSearchKindLabels,
  quickSearchPath,
  type TQuickSearchHit,
} from '@panel/shared/search/quick-search';
import { useQuery } from '@tanstack/react-query';
import { Empty, Input, type InputRef, Modal, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../http';

const DEBOUNCE_MS = 250;

type Hit = { kind: QuickSearchKind; hit: TQuickSearchHit; path: string };

/**
 * The quick search's dialog (quick-search.tsx opens it): arrows move through the results
 * grouped by kind, Enter opens the record's page. Loaded the first time it is opened, so
 * the header does not carry the dialog on every cold load.
 */
export const QuickSearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const enabled = open && term.length >= QUICK_SEARCH_MIN_LENGTH;
  const { data, isFetching } = useQuery({
    queryKey: ['quick-search', term],
    queryFn: () => api.get('search', { query: { q: term } }),
    enabled,
    staleTime: 30_000,
  });

  const hits = useMemo<Hit[]>(
    () =>
      enabled && data
        ? QUICK_SEARCH_KINDS.flatMap((kind) =>
            data[kind].map((hit) => ({ kind, hit, path: quickSearchPath(kind, hit) })),
          )
        : [],
    [data, enabled],
  );

  const close = () => {
    onClose();
    setText('');
    setTerm('');
  };
  const go = (target: Hit | undefined) => {
    if (!target) return;
    close();
    navigate(target.path);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (hits.length ? (i + 1) % hits.length : 0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (hits.length ? (i - 1 + hits.length) % hits.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(hits[active]);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      destroyOnHidden
      width={560}
      className="quick-search"
      afterOpenChange={(opened) => opened && input.current?.focus()}
      title={null}
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder="Öğrenci, veli, personel veya makbuz no ara"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls="quick-search-results"
        aria-activedescendant={hits[active] ? `quick-search-${active}` : undefined}
        data-testid="quick-search-input"
      />
      <div id="quick-search-results" role="listbox" className="quick-search__results">
        {enabled && isFetching && !data && <Spin className="quick-search__spin" />}
        {enabled && data && hits.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sonuç bulunamadı" />
        )}
        {QUICK_SEARCH_KINDS.map((kind) => {
          const group = hits.filter((h) => h.kind === kind);
          if (!group.length) return null;
          return (
            <fieldset key={kind} className="quick-search__group" aria-label={quickSearchKindLabels[kind]}>
              <div className="quick-search__group-title">{quickSearchKindLabels[kind]}</div>
              {group.map((h) => {
                const index = hits.indexOf(h);
                return (
                  <div
                    key={`${kind}-${h.hit.id}`}
                    id={`quick-search-${index}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    className={`quick-search__item${index === active ? ' quick-search__item--active' : ''}`}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => go(h)}
                    onKeyDown={(e) => e.key === 'Enter' && go(h)}
                  >
                    <div className="quick-search__title">{h.hit.title}</div>
                    <div className="quick-search__subtitle">{h.hit.subtitle}</div>
                  </div>
                );
              })}
            </fieldset>
          );
        })}
      </div>
    </Modal>
  );
};
