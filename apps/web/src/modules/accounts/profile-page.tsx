import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useMe } from '../../app/auth/use-session-data';
import { TextItem } from '../../components/form-items';
import { rules } from '../../components/form-rules';
import { useChangePassword, useUpdateProfile } from './profile.api';

type NameValues = { firstName: string; lastName: string };
type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };

export const ProfilePage = () => {
  const { data: me } = useMe();
  const [nameForm] = Form.useForm<NameValues>();
  const [passwordForm] = Form.useForm<PasswordValues>();
  const updateProfile = useUpdateProfile();
  const changePassword = useChangePassword();

  useEffect(() => {
    if (me) nameForm.setFieldsValue({ firstName: me.firstName, lastName: me.lastName });
  }, [me, nameForm]);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Profilim
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Kişisel Bilgiler">
            <Form<NameValues>
              form={nameForm}
              layout="vertical"
              onFinish={(values) => updateProfile.mutate(values)}
              disabled={updateProfile.isPending}
            >
              <TextItem label="Ad" name="firstName" max={50}>
                <Input autoComplete="given-name" />
              </TextItem>
              <TextItem label="Soyad" name="lastName" max={50}>
                <Input autoComplete="family-name" />
              </TextItem>
              <Form.Item label="E-posta">
                <Input value={me?.email ?? ''} disabled />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={updateProfile.isPending}>
                Kaydet
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Şifre Değiştir">
            <Form<PasswordValues>
              form={passwordForm}
              layout="vertical"
              disabled={changePassword.isPending}
              onFinish={({ currentPassword, newPassword }) =>
                changePassword.mutate(
                  { currentPassword, newPassword },
                  { onSuccess: () => passwordForm.resetFields() },
                )
              }
            >
              <TextItem label="Mevcut Şifre" name="currentPassword">
                <Input.Password autoComplete="current-password" />
              </TextItem>
              <Form.Item
                label="Yeni Şifre"
                name="newPassword"
                rules={rules.password()}
                validateTrigger="onBlur"
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label="Yeni Şifre (Tekrar)"
                name="confirm"
                dependencies={['newPassword']}
                validateTrigger="onBlur"
                rules={[
                  ...rules.text('Yeni Şifre (Tekrar)'),
                  ({ getFieldValue }) => ({
                    validator: (_, value) =>
                      !value || getFieldValue('newPassword') === value
                        ? Promise.resolve()
                        : Promise.reject(new Error('Şifreler birbiriyle aynı olmalıdır!')),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
                Şifreyi Değiştir
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
};
