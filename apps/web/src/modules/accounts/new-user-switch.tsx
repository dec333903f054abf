import { Form, Switch } from 'antd';

/** Whether a new account is for a new user (given a first password) or for one already registered. */
export const NewUserSwitch = ({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (newUser: boolean) => void;
}) => (
  <Form.Item label="Kişi">
    <Switch
      checked={value}
      onChange={onChange}
      checkedChildren="Yeni kullanıcı"
      unCheckedChildren="Kayıtlı kullanıcı"
    />
  </Form.Item>
);
