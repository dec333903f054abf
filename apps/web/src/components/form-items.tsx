import type { TextLimit } from '@panel/shared/validation/messages';
import type { Rule } from '@panel/shared/validation/rules';
import { Form, type FormItemProps } from 'antd';
import { rules, triggerFor } from './form-rules';

/**
 * Form.Items that declare a required field's rule and its trigger (SPEC 5) once; every other
 * Form.Item prop passes through. `ruleLabel` is the field's name in the message when it is
 * not the label itself ('Doğum' for 'Doğum Tarihi').
 */
type ItemProps = Omit<FormItemProps, 'label' | 'rules' | 'validateTrigger'> & {
  label: string;
  ruleLabel?: string;
};

/** A required text of at most `max` characters, checked on blur so typing is not interrupted. */
export const TextItem = ({
  label,
  ruleLabel = label,
  max,
  ...props
}: ItemProps & { max?: TextLimit | number }) => (
  <Form.Item
    {...props}
    label={label}
    rules={rules.text(ruleLabel, max)}
    validateTrigger={triggerFor('text')}
  />
);

/** A required choice, checked on change: a pick is complete the moment it is made. */
export const SelectItem = ({ label, ruleLabel = label, ...props }: ItemProps) => (
  <Form.Item
    {...props}
    label={label}
    rules={rules.select(ruleLabel)}
    validateTrigger={triggerFor('select')}
  />
);

/** A required calendar day, checked on change: a picked day is complete the moment it is picked. */
export const DateItem = ({ label, ruleLabel = label, ...props }: ItemProps) => (
  <Form.Item {...props} label={label} rules={rules.date(ruleLabel)} validateTrigger={triggerFor('date')} />
);

/**
 * A field that may be left empty, checked on blur by one of the shared rules once filled (a
 * bank name, a phone, an IBAN ...); every other Form.Item prop passes through.
 */
export const OptionalItem = ({
  rule,
  ...props
}: Omit<FormItemProps, 'rules' | 'validateTrigger'> & { rule: Rule }) => (
  <Form.Item {...props} rules={rules.optional(rule)} validateTrigger={triggerFor('text')} />
);
