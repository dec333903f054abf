/**
 * Links that leave the server (the QR code and verify link on receipts and contracts, the
 * mails' links) are built from PUBLIC_URL. Unset in production, they would point at
 * http://localhost:3000 on every printed document: say so at start.
 */
export const publicUrlWarning = (env: NodeJS.ProcessEnv): string | null =>
  env.NODE_ENV === 'production' && !env.PUBLIC_URL?.trim()
    ? 'PUBLIC_URL is not set: QR codes, verify links and mail links on documents will point at http://localhost:3000. Set PUBLIC_URL to the address users reach the panel at.'
    : null;
