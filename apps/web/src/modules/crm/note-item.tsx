import { textRule } from '@panel/shared/validation/rules';
import { Form, Input } from 'antd';
import { rules, triggerFor } from '../../components/form-rules';

/** The optional free-text note that a customer and each of its interviews carry. */
export const NoteItem = () => (
  <Form.Item
    label="Not"
    name="note"
    rules={rules.optional(textRule('Not', 2000))}
    validateTrigger={triggerFor('text')}
  >
    <Input.TextArea rows={3} maxLength={2000} />
  </Form.Item>
);
