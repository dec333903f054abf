import { smsSize } from '@panel/shared/communications/sms';
import { SMS_RECIPIENTS, type SmsRecipients, smsRecipientLabels } from '@panel/shared/students/contracts';
import { Input, Select, Space, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useState } from 'react';
import { optionsOf } from '../../components/enum-options';

/** A message to chosen students' families being written: to whom, and its text. */
export const usePrivateSmsDraft = () => {
  const [recipients, setRecipients] = useState<SmsRecipients>('PaymentPerson');
  const [text, setText] = useState('');
  return { recipients, setRecipients, text, setText };
};

type PrivateSmsDraft = ReturnType<typeof usePrivateSmsDraft>;

/**
 * The draft's fields, one under the other: the recipients, the text and its length in SMS
 * units, then `children` (the send action where the page has one).
 */
export const PrivateSmsFields = ({
  draft,
  rows,
  style,
  children,
}: {
  draft: PrivateSmsDraft;
  rows: number;
  style: CSSProperties;
  children?: ReactNode;
}) => (
  <Space direction="vertical" style={style}>
    <Select
      aria-label="Alıcı"
      style={{ width: 220 }}
      options={optionsOf(SMS_RECIPIENTS, smsRecipientLabels)}
      value={draft.recipients}
      onChange={draft.setRecipients}
    />
    <Input.TextArea
      aria-label="Mesaj"
      rows={rows}
      maxLength={612}
      value={draft.text}
      onChange={(e) => draft.setText(e.target.value)}
      placeholder="Mesajınız. {ogrenci} yazdığınız yere her öğrencinin adı gelir."
    />
    <Typography.Text type="secondary">
      {draft.text.length} karakter, {smsSize(draft.text).units} SMS
    </Typography.Text>
    {children}
  </Space>
);
