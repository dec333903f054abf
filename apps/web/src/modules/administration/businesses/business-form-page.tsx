import { Form, Switch } from 'antd';
import { useParams } from 'react-router';
import { FormPage } from '../../../components/form-page';
import { BusinessFields } from './business-fields';
import { BUSINESS_ENDPOINT, type BusinessRow } from './business-list-page';

export const BusinessFormPage = () => {
  const { business_id: id } = useParams();
  const [form] = Form.useForm<BusinessRow>();
  return (
    <FormPage<BusinessRow>
      title={id ? 'Kurumu Düzenle' : 'Yeni Kurum'}
      endpoint={BUSINESS_ENDPOINT}
      record={`${BUSINESS_ENDPOINT}/{id}`}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      backTo="/admin/business"
    >
      <BusinessFields withType />
      <Form.Item label="Aktif" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};
