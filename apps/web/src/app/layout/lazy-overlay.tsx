import { type ReactNode, Suspense, useCallback, useState } from 'react';

/**
 * The state of a header button's overlay (drawer, dialog) whose code loads on first use: once
 * opened it stays mounted, so it closes with its animation and keeps what it showed.
 */
export const useLazyOverlay = () => {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, used, show, close };
};

/** The overlay, from its first opening on; nothing stands in while its code loads. */
export const LazyOverlay = ({ used, children }: { used: boolean; children: ReactNode }) =>
  used ? <Suspense fallback={null}>{children}</Suspense> : null;
