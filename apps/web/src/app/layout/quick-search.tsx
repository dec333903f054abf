import { SearchOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { lazyNamed } from '../../components/lazy-named';
import { LazyOverlay, OverlayButton, useLazyOverlay } from './lazy-overlay';

const loadDialog = () => import('./quick-search-dialog');
const QuickSearchDialog = lazyNamed(loadDialog, 'QuickSearchDialog');

/** Whether a key press lands in a field the user is typing in ("/" there is a slash, not a shortcut). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's quick search: a student, a parent, a member of staff or a receipt from any
 * page. Ctrl+K (⌘K) or "/" opens it, arrows move through the results grouped by kind, Enter
 * opens the record's page. It is a button in the header and a dialog, so it fits a phone;
 * the dialog's code loads when the button is pointed at or the search is first opened.
 */
export const QuickSearch = () => {
  // Once opened the dialog stays mounted, so it closes with its animation as before.
  const { open, used, show, close } = useLazyOverlay();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        show();
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target)) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <OverlayButton
        icon={SearchOutlined}
        preload={loadDialog}
        className="quick-search__trigger"
        aria-label="Hızlı arama (Ctrl+K)"
        title="Hızlı arama (Ctrl+K veya /)"
        data-testid="quick-search-button"
        onClick={show}
      >
        <span className="quick-search__hint">Ara</span>
      </OverlayButton>
      <LazyOverlay used={used}>
        <QuickSearchDialog open={open} onClose={close} />
      </LazyOverlay>
    </>
  );
};
