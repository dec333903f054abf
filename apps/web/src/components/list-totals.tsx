import { Card, Space } from 'antd';

/** The totals a list's report sends, in a strip under the table: `label: value` pairs. */
export const ListTotals = ({ parts }: { parts: readonly (readonly [label: string, value: string])[] }) => (
  <Card size="small" style={{ marginTop: 12 }}>
    <Space size="large">
      {parts.map(([label, value]) => (
        <span key={label}>
          {label}: <strong>{value}</strong>
        </span>
      ))}
    </Space>
  </Card>
);
