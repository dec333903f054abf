import type { TOutgoingMail } from '@panel/shared/communications/mail-outbox';
import { Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { useRecord } from '../../../components/resource-api';
import { MailBody } from './mail-body';
import { MAIL_OUTBOX_PATH } from './mail-outbox-list-page';
import { MailStatusTag } from './mail-status-tag';

const at = (v: string | null) => (v ? dayjs(v).format('DD.MM.YYYY HH:mm:ss') : '-');

/** One outgoing mail with its whole body, its links clickable: the admin can pass a link on. */
export const MailOutboxDetailPage = () => {
  const { mail_id: id } = useParams();
  const { data: mail, isError } = useRecord<TOutgoingMail>('admin/mail-outbox/{id}', id);
  const back = <Link to={MAIL_OUTBOX_PATH}>Giden E-postalara dön</Link>;
  if (isError) return <Result status="404" title="E-posta bulunamadı" extra={back} />;
  if (!mail) return <Skeleton active />;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {mail.subject}
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Alıcı">{mail.to}</Descriptions.Item>
          <Descriptions.Item label="Durum">
            <MailStatusTag status={mail.status} error={mail.error} />
          </Descriptions.Item>
          <Descriptions.Item label="Oluşturulma">{at(mail.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Gönderim">{at(mail.sentAt)}</Descriptions.Item>
          <Descriptions.Item label="Sağlayıcı">{mail.provider}</Descriptions.Item>
          {mail.error && <Descriptions.Item label="Hata">{mail.error}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title="İçerik" extra={back}>
        <MailBody text={mail.body} />
      </Card>
    </>
  );
};
