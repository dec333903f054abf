import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../app/product';

/**
 * The centered card every anonymous page uses. Plain elements on purpose: Ant Design's
 * Card and Typography pull tabs, menus and tooltips into the sign-in page's download.
 */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <main className="auth-page">
    <section className="auth-card">
      <div className="auth-card__product">{PRODUCT_NAME}</div>
      <h1 className="auth-card__title">{title}</h1>
      {children}
    </section>
  </main>
);
