import type { CSSProperties } from 'react';

/**
 * The verify page's outcome and spinner in plain elements: whoever scans a QR code downloads
 * the page alone, without the UI kit (the anonymous pages' budget in `npm run bench`).
 */
const ICONS = { success: '✓', warning: '!', error: '✕' } as const;

export const Result = ({
  status,
  title,
  subTitle,
  style,
}: {
  status: keyof typeof ICONS;
  title: string;
  subTitle: string;
  style?: CSSProperties;
}) => (
  <div className={`verify-result verify-result--${status}`} style={style}>
    <div className="verify-result__icon" aria-hidden>
      {ICONS[status]}
    </div>
    <div className="verify-result__title">{title}</div>
    <div className="verify-result__subtitle">{subTitle}</div>
  </div>
);

export const Spin = (_: { size?: 'large' }) => (
  <span className="verify-spinner" role="status" aria-label="Yükleniyor" />
);
