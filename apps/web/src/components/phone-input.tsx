import { PHONE_MASK } from '@panel/shared/validation/rules';
import { Input, type InputProps } from 'antd';

/** Formats digits into the spec's 16-character mask as they are typed: 0(5xx) xxx xx xx. */
export const maskPhone = (raw: string): string => {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length > 10) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = `0(${parts[0]}`;
  if (digits.length >= 3) out += ')';
  if (parts[1]) out += ` ${parts[1]}`;
  if (parts[2]) out += ` ${parts[2]}`;
  if (parts[3]) out += ` ${parts[3]}`;
  return out;
};

type Props = Omit<InputProps, 'onChange' | 'value'> & {
  value?: string | null;
  onChange?: (value: string) => void;
};

export const PhoneInput = ({ value, onChange, ...rest }: Props) => (
  <Input
    {...rest}
    value={value ?? ''}
    inputMode="tel"
    placeholder={PHONE_MASK.replace(/0/g, '_').replace(/^_/, '0')}
    maxLength={PHONE_MASK.length}
    onChange={(e) => onChange?.(maskPhone(e.target.value))}
  />
);
