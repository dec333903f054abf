import { type MailStatus, mailStatusLabels } from '@panel/shared/communications/mail-outbox';
import { Tag } from 'antd';

/** A mail's status as a tag; a status an adapter wrote outside the known ones shows as it is. */
export const MailStatusTag = ({ status, error }: { status: string; error?: string | null }) => {
  const label = mailStatusLabels[status as MailStatus] ?? status;
  return (
    <Tag color={status === 'sent' ? 'green' : 'red'} title={error ?? undefined}>
      {label}
    </Tag>
  );
};
