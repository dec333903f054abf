import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallInterviewForm } from './call-list-interview-form';

const STATES = [{ id: '00000000-0000-4000-8000-000000000001', name: 'Tekrar aranacak' }];

describe('CallInterviewForm', () => {
  it('asks for the state in Turkish and sends nothing without it', async () => {
    const onSave = vi.fn();
    render(<CallInterviewForm states={STATES} saving={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Görüşmeyi Kaydet' }));
    expect(await screen.findByText('Görüşme durumunu seçiniz.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the phone channel by default with the chosen state and no next contact', async () => {
    const onSave = vi.fn();
    render(<CallInterviewForm states={STATES} saving={false} onSave={onSave} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Görüşme Durumu' }));
    fireEvent.click(await screen.findByTitle('Tekrar aranacak'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Not' }), { target: { value: 'Akşam aranacak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Görüşmeyi Kaydet' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        channel: 'Phone',
        stateId: STATES[0]!.id,
        note: 'Akşam aranacak',
        nextContactOn: null,
      }),
    );
  });
});
