import { DeleteOutlined } from '@ant-design/icons';
import {
  CONTACT_TYPES,
  type ContactOption,
  type ContactType,
  contactOptionLabels,
  contactTypeLabels,
  OPTIONS_OF_TYPE,
} from '@panel/shared/students/enums';
import { Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { optionsOf } from '../../components/enum-options';
import { SelectItem, TextItem } from '../../components/form-items';
import { rules, triggerFor } from '../../components/form-rules';
import { PhoneInput } from '../../components/phone-input';
import { SearchSelect } from '../../components/search-select';

/** One contact as the form holds it. */
export type ContactValues = {
  contactType?: ContactType;
  contactOption?: ContactOption | null;
  value?: string;
  isPrimary: boolean;
};

/** A contact as the API takes it (ZContactInputSchema); an address has no option. */
export type ContactBody = {
  contactType: ContactType;
  contactOption: ContactOption | null;
  value: string;
  isPrimary: boolean;
};

/** A new contact row: a mobile phone, primary when no other phone is. */
export const emptyContact = (existing: readonly (ContactValues | undefined)[] = []): ContactValues => ({
  contactType: 'Phone',
  contactOption: 'Mobile',
  value: '',
  isPrimary: !existing.some((c) => c?.contactType === 'Phone' && c.isPrimary),
});

export const toContactBody = (c: ContactValues): ContactBody => ({
  contactType: c.contactType!,
  contactOption: c.contactType === 'Address' ? null : (c.contactOption ?? null),
  value: c.value?.trim() ?? '',
  isPrimary: !!c.isPrimary,
});

const TYPE_OPTIONS = optionsOf(CONTACT_TYPES, contactTypeLabels);
const optionsOfType = (type: ContactType) =>
  OPTIONS_OF_TYPE[type].map((value) => ({ value, label: contactOptionLabels[value] }));

type Props = {
  /** The Form.List field's `name` (its index in the list). */
  name: number;
  /** The Form.List's name in the form; `contacts` unless given. */
  list?: string;
  /** Shows the row's remove button. */
  onRemove?: () => void;
  /** Focuses the first field when the row appears (a row just added). */
  autoFocus?: boolean;
};

/**
 * One contact of a Form.List: type, option (none for an address), the value checked by the
 * rule of its type, and the primary mark. Only one contact of a type is primary: marking
 * one unmarks the others of that type.
 */
export const ContactFields = ({ name, list = 'contacts', onRemove, autoFocus }: Props) => {
  const form = Form.useFormInstance();
  const type = Form.useWatch([list, name, 'contactType'], form) as ContactType | undefined;
  const option = Form.useWatch([list, name, 'contactOption'], form) as string | undefined;

  const rows = () => (form.getFieldValue(list) as (ContactValues | undefined)[] | undefined) ?? [];

  /** Unmarks the other primaries of `ofType`. */
  const keepOnlyPrimary = (ofType: ContactType | undefined) =>
    rows().forEach((r, i) => {
      if (i !== name && r && r.contactType === ofType && r.isPrimary)
        form.setFieldValue([list, i, 'isPrimary'], false);
    });

  const onTypeChange = (next: ContactType) => {
    const all = rows();
    const self = all[name];
    // A phone's number is no e-mail: the value starts over, with the new type's first option.
    form.setFields([
      { name: [list, name, 'contactOption'], value: OPTIONS_OF_TYPE[next][0] ?? null, errors: [] },
      { name: [list, name, 'value'], value: '', errors: [] },
    ]);
    // The first contact of a type is its primary; a second one is not.
    const taken = all.some((r, i) => i !== name && r?.contactType === next && r.isPrimary);
    if (!!self?.isPrimary === taken) form.setFieldValue([list, name, 'isPrimary'], !taken);
  };

  const isAddress = type === 'Address';
  return (
    <Row gutter={12} align="top" wrap>
      <Col xs={24} md={5}>
        <SelectItem label="İletişim Tipi" name={[name, 'contactType']}>
          <Select<ContactType>
            autoFocus={autoFocus}
            options={TYPE_OPTIONS}
            showSearch
            optionFilterProp="label"
            onChange={onTypeChange}
          />
        </SelectItem>
      </Col>
      {!isAddress && (
        <Col xs={24} md={5}>
          <SelectItem label="İletişim Türü" name={[name, 'contactOption']}>
            <SearchSelect options={type ? optionsOfType(type) : []} />
          </SelectItem>
        </Col>
      )}
      <Col xs={24} md={isAddress ? 15 : 10}>
        {type === 'Email' ? (
          <Form.Item
            key="Email"
            label="Değer"
            name={[name, 'value']}
            rules={rules.email()}
            validateTrigger={triggerFor('text')}
          >
            <Input inputMode="email" maxLength={200} placeholder="ornek@alanadi.com" />
          </Form.Item>
        ) : isAddress ? (
          <TextItem key="Address" label="Değer" name={[name, 'value']} ruleLabel="Adres" max={200}>
            <Input.TextArea rows={2} maxLength={200} placeholder="Açık adres" />
          </TextItem>
        ) : (
          <Form.Item
            key="Phone"
            label="Değer"
            name={[name, 'value']}
            rules={option === 'Mobile' ? rules.mobilePhone() : rules.phone()}
            validateTrigger={triggerFor('text')}
          >
            <PhoneInput />
          </Form.Item>
        )}
      </Col>
      <Col xs={12} md={2}>
        <Form.Item label="Birincil" name={[name, 'isPrimary']} valuePropName="checked">
          <Checkbox onChange={(e) => e.target.checked && keepOnlyPrimary(type)} />
        </Form.Item>
      </Col>
      {onRemove && (
        <Col xs={12} md={2}>
          <Form.Item label=" " colon={false}>
            <Button danger icon={<DeleteOutlined />} aria-label="İletişimi Kaldır" onClick={onRemove} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
};
