import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useEffect, useRef } from 'react';

type Props = { id?: string; value?: string; onChange?: (html: string) => void; onBlur?: () => void };

const TOOLS = [
  { command: 'bold', label: 'Kalın', icon: <BoldOutlined /> },
  { command: 'italic', label: 'İtalik', icon: <ItalicOutlined /> },
  { command: 'underline', label: 'Altı çizili', icon: <UnderlineOutlined /> },
  { command: 'insertUnorderedList', label: 'Madde işaretli liste', icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', label: 'Numaralı liste', icon: <OrderedListOutlined /> },
] as const;

/**
 * Formatted text for an announcement body: bold, italic, underline and lists. It hands the
 * form its HTML; the server keeps only the allowed tags, so nothing pasted in survives beyond them.
 */
export const AnnouncementBodyEditor = ({ id, value, onChange, onBlur }: Props) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only a value from outside (a loaded record, a reset) is written in: rewriting what the
    // user is typing would move the caret.
    if (box.current && box.current.innerHTML !== (value ?? '')) box.current.innerHTML = value ?? '';
  }, [value]);
  const emit = () => onChange?.(box.current?.innerHTML ?? '');
  return (
    <div className="announcement-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={2} style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {TOOLS.map((tool) => (
          <Button
            key={tool.command}
            type="text"
            size="small"
            icon={tool.icon}
            aria-label={tool.label}
            title={tool.label}
            // mousedown keeps the selection in the editor; a click would take the focus away first.
            onMouseDown={(e) => {
              e.preventDefault();
              // execCommand is deprecated but is still the only editing API every browser has.
              document.execCommand(tool.command);
              emit();
            }}
          />
        ))}
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold formatted text; a contenteditable with the textbox role can */}
      <div
        id={id}
        ref={box}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label="İçerik"
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={onBlur}
        style={{ minHeight: 160, padding: '8px 11px', outline: 'none' }}
      />
    </div>
  );
};
