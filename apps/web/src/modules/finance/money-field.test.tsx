import { MESSAGES } from '@panel/shared/validation/messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AmountField } from './finance-fields';

const renderAmount = () => {
  const onFinish = vi.fn();
  render(
    <Form onFinish={onFinish}>
      <AmountField />
      <Button htmlType="submit">Kaydet</Button>
    </Form>,
  );
  const box = screen.getByLabelText('Tutar');
  const submit = (value: string) => {
    fireEvent.change(box, { target: { value } });
    fireEvent.blur(box);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  };
  return { onFinish, box, submit };
};

describe('the money input (AmountField)', () => {
  it('is a decimal field in lira', () => {
    const { box } = renderAmount();
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAttribute('placeholder', '0,00');
    expect(screen.getByText('₺')).toBeInTheDocument();
  });

  it('takes a Turkish amount with thousands and kuruş, and sends it as typed', async () => {
    const { onFinish, submit } = renderAmount();
    submit('1.250,50');
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: '1.250,50' }));
  });

  it('refuses zero with the rule message', async () => {
    const { onFinish, submit } = renderAmount();
    submit('0');
    expect(await screen.findByText('Tutar sıfırdan büyük olmalıdır!')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses text that is not an amount', async () => {
    const { onFinish, submit } = renderAmount();
    submit('on lira');
    expect(await screen.findByText(MESSAGES.numberRequired('Tutar'))).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
