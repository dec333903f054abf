import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * The screens' tests render through these: each render gets a query client of its own that
 * does not retry, so a call the test refuses fails at once, as the test stubbed it.
 */

export const renderWithQueries = (ui: ReactNode): void => {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      {ui}
    </QueryClientProvider>,
  );
};

/** A page mounted at its route `path` and opened at `url`; the router tells where it went. */
export const renderPageAt = (path: string, element: ReactNode, url = path) => {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  renderWithQueries(<RouterProvider router={router} />);
  return router;
};

/** Picks a file named `fileName` in the screen's file input, as the upload dialog's chooser does. */
export const pickFile = (fileName: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], fileName)] } });
};

/** A button by its name; the name gains its icon's "loading" while a request runs. */
export const buttonNamed = (name: string) =>
  screen.getByRole('button', { name: new RegExp(name) }) as HTMLButtonElement;
