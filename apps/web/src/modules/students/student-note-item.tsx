import { Form, Input } from 'antd';
import { rules } from '../../components/form-rules';

/** The optional "Açıklama" a transfer and a private lesson carry (the API keeps 200 characters). */
export const StudentNoteItem = () => (
  <Form.Item
    label="Açıklama"
    name="note"
    rules={rules.optional((v) => (String(v).length > 200 ? 'Lütfen Daha Kısa Açıklama Giriniz!' : null))}
  >
    <Input.TextArea rows={2} />
  </Form.Item>
);
