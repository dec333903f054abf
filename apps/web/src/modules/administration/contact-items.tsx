import { emailRule, phoneRule } from '@panel/shared/validation/rules';
import { Input } from 'antd';
import { OptionalItem } from '../../components/form-items';
import { PhoneInput } from '../../components/phone-input';

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
