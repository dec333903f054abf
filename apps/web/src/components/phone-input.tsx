import { PHONE_MASK, phoneAsTyped } from '@panel/shared/validation/phone';
import { Input, type InputProps } from 'antd';

type Props = Omit<InputProps, 'onChange' | 'value'> & {
  value?: string | null;
  onChange?: (value: string) => void;
};

/**
 * A phone typed or pasted in any usual form (+90 532 …, 0532 …, 5321234567) shows in the
 * spec's mask, 0(5xx) xxx xx xx. No maxLength: the browser would cut a pasted
 * "+90 532 123 45 67" to 16 characters, a different number; a digit too many stays
 * visible instead and the field's rule refuses it.
 */
export const PhoneInput = ({ value, onChange, ...rest }: Props) => (
  <Input
    {...rest}
    value={value ?? ''}
    inputMode="tel"
    autoComplete="tel"
    placeholder={PHONE_MASK.replace(/0/g, '_').replace(/^_/, '0')}
    onChange={(e) => onChange?.(phoneAsTyped(e.target.value))}
  />
);
