import type { TOutgoingMailRow } from '@panel/shared/communications/mail-outbox';
import { Link } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { messageTimeColumn } from '../message-time-column';
import { MailStatusTag } from './mail-status-tag';

export const MAIL_OUTBOX_PATH = '/admin/mail-outbox';

/** The mails the product sent (invitations, password resets), newest first, for the provider's admin. */
export const MailOutboxListPage = () => (
  <ListPage<TOutgoingMailRow>
    title="Giden E-postalar"
    endpoint="admin/mail-outbox"
    searchPlaceholder="Alıcı veya konu ara"
    emptyText="Henüz e-posta gönderilmedi."
    columns={[
      messageTimeColumn('createdAt'),
      { title: 'Alıcı', dataIndex: 'to' },
      {
        title: 'Konu',
        dataIndex: 'subject',
        render: (subject: string, r) => <Link to={`${MAIL_OUTBOX_PATH}/${r.id}`}>{subject}</Link>,
      },
      { title: 'Sağlayıcı', dataIndex: 'provider' },
      { title: 'Durum', dataIndex: 'status', render: (v: string) => <MailStatusTag status={v} /> },
    ]}
  />
);
