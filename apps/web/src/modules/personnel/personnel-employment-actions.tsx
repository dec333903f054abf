import { ACTIONS } from '@panel/shared/permissions/keys';
import { EMPLOYMENT_TRANSITIONS, type EmploymentState } from '@panel/shared/personnel/enums';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { lazyNamed } from '../../components/lazy-named';
import type { Personnel } from './personnel.api';

// The dialog (a form with a date picker) loads when a button is first pressed.
const EmploymentDialog = lazyNamed(() => import('./personnel-employment-dialog'), 'EmploymentDialog');

/** What the button says: the first hire, a rehire after a dismissal, or the dismissal. */
export const actionLabel = (from: EmploymentState, to: EmploymentState) =>
  to === 'Dismissed' ? 'İşten Çıkar' : from === 'Dismissed' ? 'Yeniden İşe Al' : 'İşe Al';

/**
 * The buttons for the transitions the person's state allows. Each asks for its day; a
 * dismissal also says what it does before it is confirmed.
 */
export const EmploymentActions = ({ person }: { person: Personnel }) => {
  const canChange = useCan(ACTIONS.personnel.employment);
  const [target, setTarget] = useState<EmploymentState | null>(null);
  // Once opened the dialog stays mounted, so it closes with its animation.
  const [used, setUsed] = useState(false);
  if (!canChange) return null;

  const from = person.employmentState;
  return (
    <>
      {EMPLOYMENT_TRANSITIONS[from].map((to) => (
        <Button
          key={to}
          danger={to === 'Dismissed'}
          type={to === 'Dismissed' ? 'default' : 'primary'}
          onClick={() => {
            setUsed(true);
            setTarget(to);
          }}
        >
          {actionLabel(from, to)}
        </Button>
      ))}
      {used && (
        <Suspense fallback={null}>
          <EmploymentDialog person={person} target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </>
  );
};
