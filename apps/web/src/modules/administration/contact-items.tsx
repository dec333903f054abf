import { emailRule, phoneRule } from '@panel/shared/validation/rules';
import { Input } from 'antd';
import { PhoneInput } from '../../components/phone-input';
import { OptionalItem } from '../finance/finance-fields';

/** The optional phone and e-mail of a business or a branch. */
export const PhoneEmailItems = () => (
  <>
    <OptionalItem label="Telefon" name="phone" rule={phoneRule}>
      <PhoneInput />
    </OptionalItem>
    <OptionalItem label="E-posta" name="email" rule={emailRule}>
      <Input inputMode="email" />
    </OptionalItem>
  </>
);
