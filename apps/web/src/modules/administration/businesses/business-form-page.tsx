import { Form } from 'antd';
import { useParams } from 'react-router';
import { ActiveItem, ManagedFormPage } from '../../../components/managed-pages';
import { BusinessFields } from './business-fields';
import { BUSINESS_ENDPOINT, type BusinessRow } from './business-list-page';

export const BusinessFormPage = () => {
  const { business_id: id } = useParams();
  const [form] = Form.useForm<BusinessRow>();
  return (
    <ManagedFormPage<BusinessRow>
      title={id ? 'Kurumu Düzenle' : 'Yeni Kurum'}
      endpoint={BUSINESS_ENDPOINT}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
    >
      <BusinessFields withType />
      <ActiveItem />
    </ManagedFormPage>
  );
};
