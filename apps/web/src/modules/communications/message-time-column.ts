import dayjs from 'dayjs';

/** The 'Zaman' column of the message logs (SMS, consents, mails): when it was recorded, to the minute. */
export const messageTimeColumn = (dataIndex: string) => ({
  title: 'Zaman',
  dataIndex,
  render: (v: string) => dayjs(v).format('DD.MM.YYYY HH:mm'),
});
