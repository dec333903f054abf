import { LoginOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { loginAs } from '../../app/auth/session';

/** The admin's "sign in as this account" button, asked first: every step is then recorded under the admin. */
export const LoginAsButton = ({ accountId }: { accountId: string }) => (
  <Popconfirm
    title="Bu hesap adına giriş yapılsın mı?"
    description="Yapacağınız her işlem sizin adınızla kayıt altına alınır."
    okText="Giriş Yap"
    cancelText="Vazgeç"
    onConfirm={() => loginAs(accountId)}
  >
    <Button size="small" icon={<LoginOutlined />}>
      Hesabıyla Giriş Yap
    </Button>
  </Popconfirm>
);
