import { INSTITUTION_TYPES, institutionTypeLabels } from '@panel/shared/administration/enums';
import { emailRule, phoneRule, textRule } from '@panel/shared/validation/rules';
import { Form, Input, Select } from 'antd';
import { optionsOf } from '../../../components/enum-options';
import { SelectItem, TextItem } from '../../../components/form-items';
import { rules } from '../../../components/form-rules';
import { PhoneInput } from '../../../components/phone-input';

/** The business card's fields; the type is the provider's to set. */
export const BusinessFields = ({ withType }: { withType: boolean }) => (
  <>
    <TextItem label="Kurum Adı" name="name" max={100}>
      <Input autoFocus />
    </TextItem>
    {withType && (
      <SelectItem label="Kurum Türü" name="institutionType">
        <Select options={optionsOf(INSTITUTION_TYPES, institutionTypeLabels)} placeholder="Seçiniz" />
      </SelectItem>
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
