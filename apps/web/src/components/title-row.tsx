import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's title with its actions on the same row, at the far end. */
export const TitleRow = ({ title, children }: { title: ReactNode; children?: ReactNode }) => (
  <div className="page-title-row">
    <Typography.Title level={3} style={{ margin: 0 }}>
      {title}
    </Typography.Title>
    {children}
  </div>
);
