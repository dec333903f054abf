import { type VisitChannel, visitChannelLabels } from '@panel/shared/crm/enums';

/** The channel of an interview, as the customer card's, the call list's and the report's tables show it. */
export const channelColumn = {
  title: 'Kanal',
  dataIndex: 'channel',
  render: (v: VisitChannel) => visitChannelLabels[v],
};
