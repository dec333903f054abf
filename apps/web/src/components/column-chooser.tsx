import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { type Key, type ReactNode, useCallback, useState } from 'react';

/** The parts of any table's column the chooser reads. */
type AnyColumn = { key?: Key | null; title?: unknown; dataIndex?: unknown };

/** A column's identity across visits: its key, else its field. */
export const columnIdOf = (column: AnyColumn): string => {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const field = column.dataIndex;
  return Array.isArray(field) ? field.join('.') : field === undefined ? '' : String(field);
};

/** Columns the user may hide: named ones (the row actions have no title and always stay). */
export const choosable = (column: AnyColumn): boolean =>
  columnIdOf(column) !== '' && typeof column.title === 'string' && column.title !== '';

const read = (storageKey: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The columns a user hid on one list, remembered in this browser per user and list (the
 * storage key carries both), so another person signing in here sees the full table.
 */
export const useHiddenColumns = (storageKey: string) => {
  const [state, setState] = useState(() => ({ key: storageKey, hidden: read(storageKey) }));
  // Another user or list on the same component instance reads its own choice.
  const hidden = state.key === storageKey ? state.hidden : read(storageKey);
  const toggle = useCallback(
    (id: string, visible: boolean) => {
      const current = read(storageKey);
      const next = visible ? current.filter((h) => h !== id) : [...new Set([...current, id])];
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice still holds until the page is left.
      }
      setState({ key: storageKey, hidden: next });
    },
    [storageKey],
  );
  return [new Set(hidden), toggle] as const;
};

/** The "Sütunlar" button above a table: a checkbox per named column. */
export const ColumnChooser = ({
  columns,
  hidden,
  onToggle,
}: {
  columns: readonly AnyColumn[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string, visible: boolean) => void;
}) => {
  const named = columns.filter(choosable);
  const shown = named.filter((c) => !hidden.has(columnIdOf(c)));
  const content: ReactNode = (
    <Space direction="vertical" size={4}>
      {named.map((c) => {
        const id = columnIdOf(c);
        const visible = !hidden.has(id);
        return (
          <Checkbox
            key={id}
            checked={visible}
            // The last visible column stays: a table of no columns shows nothing to undo it by.
            disabled={visible && shown.length === 1}
            onChange={(e) => onToggle(id, e.target.checked)}
          >
            {c.title as string}
          </Checkbox>
        );
      })}
    </Space>
  );
  return (
    <Popover content={content} title="Gösterilecek sütunlar" trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />}>Sütunlar</Button>
    </Popover>
  );
};
