import { textRule } from '@panel/shared/validation/rules';
import { type DatePickerProps, Form, type FormRule, Input, type SelectProps } from 'antd';
import type { Dayjs } from 'dayjs';
import type { CSSProperties, ReactNode } from 'react';
import { DateInput } from '../../components/date-input';
import { DateItem, OptionalItem } from '../../components/form-items';
import { rules, triggerFor } from '../../components/form-rules';
import { SearchSelect } from '../../components/search-select';
import type { Option } from '../education/education-options';
import { MoneyInput, positiveMoney } from './money-field';

/** The form rows the finance dialogs and pages share, with the server's messages. */

type RowProps = { extra?: ReactNode; style?: CSSProperties };

/** A form's preselected branch: the only one when the user has a single branch. */
export const onlyChoice = (options: Option[]) => (options.length === 1 ? options[0]!.value : undefined);

/**
 * A required, searchable choice. `ruleLabel` names it in the message when the label is
 * worded for the screen ('Alınan Cari (borçlu)' is a 'Cari Kart'); `requiredMessage` is the
 * server's own message where it has one for the missing choice.
 */
export const ChoiceField = ({
  label,
  name,
  options,
  ruleLabel = label,
  requiredMessage,
  moreRules = [],
  dependencies,
  select,
  extra,
  style,
}: RowProps & {
  label: string;
  name: string;
  options: SelectProps['options'];
  ruleLabel?: string;
  requiredMessage?: string;
  moreRules?: FormRule[];
  dependencies?: string[];
  select?: Omit<SelectProps, 'options'>;
}) => (
  <Form.Item
    label={label}
    name={name}
    dependencies={dependencies}
    rules={[
      ...(requiredMessage ? [{ required: true, message: requiredMessage }] : rules.select(ruleLabel)),
      ...moreRules,
    ]}
    validateTrigger={triggerFor('select')}
    extra={extra}
    style={style}
  >
    <SearchSelect options={options} {...select} />
  </Form.Item>
);

/** A required calendar day; `ruleLabel` is the day's name in the message ('İşlem', 'Vade'). */
export const DayField = ({
  label,
  name,
  ruleLabel,
  picker,
  extra,
  style,
}: RowProps & { label: string; name: string; ruleLabel: string; picker?: DatePickerProps<Dayjs, false> }) => (
  <DateItem label={label} name={name} ruleLabel={ruleLabel} extra={extra} style={style}>
    <DateInput format="DD.MM.YYYY" {...picker} />
  </DateItem>
);

/** The due day of an invoice or a cheque: required, and not before the `issuedOn` day. */
export const DueDayField = ({ message, style }: { message: string; style?: CSSProperties }) => (
  <Form.Item
    label="Vade Tarihi"
    name="dueOn"
    dependencies={['issuedOn']}
    rules={[
      ...rules.date('Vade'),
      ({ getFieldValue }) => ({
        validator: async (_, value: Dayjs | undefined) => {
          const issued = getFieldValue('issuedOn') as Dayjs | undefined;
          if (value && issued && value.isBefore(issued, 'day')) throw new Error(message);
        },
      }),
    ]}
    validateTrigger={triggerFor('date')}
    style={style}
  >
    <DateInput format="DD.MM.YYYY" />
  </Form.Item>
);

/** A required amount above zero, typed in lira; `moreRules` add the screen's own limits. */
export const AmountField = ({
  label = 'Tutar',
  name = 'amount',
  moreRules = [],
  disabled,
  extra,
  style,
}: RowProps & { label?: string; name?: string; moreRules?: FormRule[]; disabled?: boolean }) => (
  <Form.Item
    label={label}
    name={name}
    rules={[...positiveMoney('Tutar'), ...moreRules]}
    validateTrigger={triggerFor('text')}
    extra={extra}
    style={style}
  >
    <MoneyInput disabled={disabled} />
  </Form.Item>
);

/** The optional free text every money record carries. */
export const DescriptionField = ({ disabled }: { disabled?: boolean }) => (
  <OptionalItem label="Açıklama" name="description" rule={textRule('Açıklama', 500)}>
    <Input.TextArea rows={2} disabled={disabled} />
  </OptionalItem>
);
