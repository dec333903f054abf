import { waitFor } from '@testing-library/react';
import { expect, onTestFinished, vi } from 'vitest';

/** The job report a test's queued send answers with. */
export const QUEUED_REPORT_ID = '7f1c1c3e-0000-4000-8000-0000000000f1';

/**
 * Watches the new tabs a screen opens, for the sends that may go to the job queue: such a send
 * opens its report (`/report/{id}`) in a new tab, one made in the request opens nothing. Call it
 * inside the test: the real window.open comes back when the test ends.
 */
export const watchNewTabs = () => {
  const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  onTestFinished(() => open.mockRestore());
  return {
    reportOpened: (reportId: string) =>
      waitFor(() => expect(open).toHaveBeenCalledWith(`/report/${reportId}`, '_blank')),
    nothingOpened: () => expect(open).not.toHaveBeenCalled(),
  };
};
