import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormPage } from './form-page';
import { rules } from './form-rules';
import { UNSAVED_TITLE } from './unsaved-changes';

const post = vi.hoisted(() => vi.fn());
vi.mock('../app/http', () => ({ api: { get: vi.fn(), post } }));

type Values = { name: string; note?: string };

const Page = () => {
  const [form] = Form.useForm<Values>();
  return (
    <FormPage<Values>
      title="Yeni Sınıf"
      endpoint="education/school-class"
      record="education/school-class/{id}"
      form={form}
      backTo="/list"
    >
      <Form.Item label="Ad" name="name" rules={rules.text('Ad')}>
        <Input />
      </Form.Item>
      <Form.Item label="Not" name="note">
        <Input />
      </Form.Item>
    </FormPage>
  );
};

const renderForm = () => {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Page /> },
      { path: '/list', element: <h1>Liste</h1> },
    ],
    { initialEntries: ['/list', '/form'], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const scrolled = vi.fn();
beforeEach(() => {
  post.mockResolvedValue({ id: 'new' });
  // jsdom does not lay out; the scroll itself is the browser's, the request for it is ours.
  window.scroll = scrolled as never;
  Element.prototype.scroll = scrolled as never;
});
afterEach(() => {
  post.mockReset();
  scrolled.mockReset();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FormPage', () => {
  it('leaves at once when nothing was changed', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeInTheDocument();
  });

  it('asks before unsaved changes are left; staying keeps the typed values', async () => {
    renderForm();
    type('Ad', '9-A');
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sayfada Kal' }));
    expect(screen.getByLabelText('Ad')).toHaveValue('9-A');
    expect(screen.queryByRole('heading', { name: 'Liste' })).not.toBeInTheDocument();
  });

  it('leaves when the user confirms, Back included', async () => {
    const router = renderForm();
    type('Ad', '9-A');
    act(() => {
      void router.navigate(-1);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ayrıl' }));
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeInTheDocument();
  });

  it('asks the browser too before the tab is closed or reloaded with unsaved changes', () => {
    renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    type('Ad', '9-A');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('goes back to the list without asking once saved', async () => {
    renderForm();
    type('Ad', '9-A');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledOnce();
    expect(screen.queryByText(UNSAVED_TITLE)).not.toBeInTheDocument();
  });

  it('shows the rule message, scrolls to the first error and sends nothing when the submit fails', async () => {
    renderForm();
    type('Not', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Lütfen Ad Giriniz!')).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(post).not.toHaveBeenCalled();
  });
});
