import { formatDay } from '@panel/shared/common/dates';
import { Tag } from 'antd';
import { Link } from 'react-router';
import type { Answer } from '../../../api/api-paths';
import { ListPage } from '../../../components/list-page';

type Row = Answer<'campaign', 'get'>['_data'][number];

/** /campaign: the campaigns, searchable and sortable, newest start first. */
export const CampaignListPage = () => (
  <ListPage<Row>
    title="Kampanyalar"
    endpoint="campaign"
    addPath="/campaign/add"
    addLabel="Yeni Kampanya"
    searchPlaceholder="Kampanya adı"
    emptyText="Henüz kampanya yok."
    columns={[
      {
        title: 'Kampanya',
        key: 'name',
        sorter: true,
        render: (_, r) => <Link to={`/campaign/${r.id}`}>{r.name}</Link>,
      },
      { title: 'Başlangıç', key: 'startsOn', sorter: true, render: (_, r) => formatDay(r.startsOn) },
      { title: 'Bitiş', key: 'endsOn', sorter: true, render: (_, r) => formatDay(r.endsOn) },
      {
        title: 'Başvuru Formu',
        key: 'publicFormEnabled',
        render: (_, r) => (r.publicFormEnabled ? <Tag color="green">Açık</Tag> : <Tag>Kapalı</Tag>),
      },
    ]}
  />
);
