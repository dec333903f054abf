import { EditOutlined } from '@ant-design/icons';
import { institutionTypeLabels } from '@panel/shared/administration/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Card, Descriptions, Form, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { FormPage } from '../../../components/form-page';
import { useSingle } from '../../../components/resource-api';
import { BusinessFields } from './business-fields';
import type { BusinessRow } from './business-list-page';

const OWN = 'general/business';

/** The institution's own card, for its managers. */
export const OwnBusinessPage = () => {
  const { data, isLoading } = useSingle<BusinessRow>(OWN);
  const canEdit = useCan(ACTIONS.general.businessUpdate);
  if (isLoading || !data) return <Skeleton active />;
  return (
    <>
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          Kurum Bilgileri
        </Typography.Title>
        {canEdit && (
          <Link to={`/general/business/${data.id}/edit`}>
            <Button type="primary" icon={<EditOutlined />}>
              Düzenle
            </Button>
          </Link>
        )}
      </div>
      <Card>
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="Kurum Adı">{data.name}</Descriptions.Item>
          <Descriptions.Item label="Kurum Türü">
            {institutionTypeLabels[data.institutionType]}
          </Descriptions.Item>
          <Descriptions.Item label="Telefon">{data.phone ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="E-posta">{data.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Adres">{data.address ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
};

export const OwnBusinessEditPage = () => {
  const { business_id: id } = useParams();
  const [form] = Form.useForm<BusinessRow>();
  return (
    <FormPage<BusinessRow>
      title="Kurum Bilgilerini Düzenle"
      endpoint={OWN}
      record={`${OWN}/{id}`}
      id={id}
      form={form}
      backTo="/general/business"
    >
      <BusinessFields withType={false} />
    </FormPage>
  );
};
