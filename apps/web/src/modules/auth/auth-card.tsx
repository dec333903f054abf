import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../app/product';

/** The centered card every anonymous page uses. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <main className="auth-page">
    <Card className="auth-card">
      <Typography.Text type="secondary">{PRODUCT_NAME}</Typography.Text>
      <Typography.Title level={3} style={{ marginTop: 4 }}>
        {title}
      </Typography.Title>
      {children}
    </Card>
  </main>
);
