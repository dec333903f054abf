import { INSTITUTION_TYPES, institutionTypeLabels } from '@panel/shared/administration/enums';
import { textRule } from '@panel/shared/validation/rules';
import { Input, Select } from 'antd';
import { optionsOf } from '../../../components/enum-options';
import { OptionalItem, SelectItem, TextItem } from '../../../components/form-items';
import { PhoneEmailItems } from '../contact-items';

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
    <PhoneEmailItems />
    <OptionalItem label="Adres" name="address" rule={textRule('Adres', 200)}>
      <Input.TextArea rows={2} />
    </OptionalItem>
  </>
);
