import { Button, type ButtonProps } from 'antd';
import {
  type ComponentType,
  type CSSProperties,
  type ReactNode,
  Suspense,
  useCallback,
  useState,
} from 'react';

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

/**
 * The header's button of such an overlay: an icon button whose overlay code starts loading
 * as soon as the button is pointed at or focused, so the first opening does not wait.
 */
export const OverlayButton = ({
  icon: Icon,
  preload,
  className,
  ...button
}: {
  icon: ComponentType<{ style?: CSSProperties }>;
  preload: () => Promise<unknown>;
  className: string;
} & Omit<ButtonProps, 'type' | 'icon' | 'className'>) => (
  <Button
    type="text"
    className={`header-button ${className}`}
    icon={<Icon style={{ fontSize: 18 }} />}
    onPointerEnter={() => void preload()}
    onFocus={() => void preload()}
    {...button}
  />
);
