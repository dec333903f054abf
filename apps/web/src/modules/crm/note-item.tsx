import { textRule } from '@panel/shared/validation/rules';
import { Input } from 'antd';
import { OptionalItem } from '../../components/form-items';

/** The optional free-text note that a customer and each of its interviews carry. */
export const NoteItem = () => (
  <OptionalItem label="Not" name="note" rule={textRule('Not', 2000)}>
    <Input.TextArea rows={3} maxLength={2000} />
  </OptionalItem>
);
