import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useBlocker } from 'react-router';
import { lazyNamed } from './lazy-named';

const UnsavedChangesDialog = lazyNamed(() => import('./unsaved-changes-dialog'), 'UnsavedChangesDialog');

export const UNSAVED_TITLE = 'Kaydedilmemiş değişiklikler var';
export const UNSAVED_TEXT = 'Yaptığınız değişiklikler kaydedilmedi. Sayfadan ayrılırsanız kaybolacak.';

/**
 * Asks before a form with unsaved changes is left: an in-app navigation (a menu link, Back,
 * Vazgeç) waits for the user's answer, and closing or reloading the tab gets the browser's
 * own question. Returns the dialog to render beside the form; its code loads the first time
 * a form with changes is left, not with every form.
 */
export const useUnsavedChangesGuard = (dirty: boolean): ReactNode => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocked = blocker.state === 'blocked';
  // Once asked, the dialog stays mounted, so it closes with its animation as before.
  const [asked, setAsked] = useState(false);
  if (blocked && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        open={blocked}
        onLeave={() => blocker.proceed?.()}
        onStay={() => blocker.reset?.()}
      />
    </Suspense>
  );
};

/**
 * The guard of a form page: `touched` on the user's every change, `saved` just before the
 * navigation that follows a save, which must not ask about the changes just kept.
 */
export const useUnsavedForm = () => {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  return {
    guard,
    touched: () => setDirty(true),
    saved: () => flushSync(() => setDirty(false)),
  };
};

/**
 * Where a failed submit scrolls: the first error at the top of the view, below the fixed
 * header (the form items' scroll-margin-top in styles.css), and into the field.
 */
export const SCROLL_TO_FIRST_ERROR = {
  scrollMode: 'always',
  block: 'start',
  behavior: 'smooth',
  focus: true,
} as const;
