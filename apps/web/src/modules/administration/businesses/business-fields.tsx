import { INSTITUTION_TYPES, institutionTypeLabels } from '@panel/shared/administration/enums';
import { emailRule, phoneRule, textRule } from '@panel/shared/validation/rules';
import { Form, Input, Select } from 'antd';
import { optionsOf } from '../../../components/enum-options';
import { rules } from '../../../components/form-rules';
import { PhoneInput } from '../../../components/phone-input';

/** The business card's fields; the type is the provider's to set. */
export const BusinessFields = ({ withType }: { withType: boolean }) => (
  <>
    <Form.Item label="Kurum Adı" name="name" rules={rules.text('Kurum Adı', 100)} validateTrigger="onBlur">
      <Input autoFocus />
    </Form.Item>
    {withType && (
      <Form.Item label="Kurum Türü" name="institutionType" rules={rules.select('Kurum Türü')}>
        <Select options={optionsOf(INSTITUTION_TYPES, institutionTypeLabels)} placeholder="Seçiniz" />
      </Form.Item>
    )}
    <Form.Item label="Telefon" name="phone" rules={rules.optional(phoneRule)} validateTrigger="onBlur">
      <PhoneInput />
    </Form.Item>
    <Form.Item label="E-posta" name="email" rules={rules.optional(emailRule)} validateTrigger="onBlur">
      <Input inputMode="email" />
    </Form.Item>
    <Form.Item
      label="Adres"
      name="address"
      rules={rules.optional(textRule('Adres', 200))}
      validateTrigger="onBlur"
    >
      <Input.TextArea rows={2} />
    </Form.Item>
  </>
);
