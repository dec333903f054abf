import { formatDay } from '@panel/shared/common/dates';
import { customerSourceLabels, customerTypeLabels } from '@panel/shared/crm/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { normalisePhone } from '@panel/shared/validation/phone';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Table, Tabs, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { lazyNamed } from '../../components/lazy-named';
import { allRowsTableProps } from '../../components/list-page';
import { useRefresh } from '../../components/resource-api';
import { CUSTOMERS, type CustomerCard, type CustomerDuplicateRow, customerPath } from './crm.api';
import { OutcomeTag } from './customer-pages';

// The edit form and the registration dialog load on first use: most visits only read the card.
const CustomerForm = lazyNamed(() => import('./customer-form'), 'CustomerForm');
const ConvertDialog = lazyNamed(() => import('./customer-convert-dialog'), 'ConvertDialog');

export const useCustomerCard = (id: string) =>
  useQuery({
    queryKey: [`${CUSTOMERS}/{id}`, 'record', id],
    queryFn: () => api.get('crm/customer/{id}', { path: { id } }),
    enabled: !!id,
  });

/** The card's child screens as tabs: each is its own route, so a link opens it directly. */
export const CustomerTabs = ({
  customerId,
  active,
}: {
  customerId: string;
  active: 'card' | 'interviews';
}) => {
  const navigate = useNavigate();
  const base = customerPath(customerId);
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(key === 'card' ? base : `${base}/${key}`)}
      items={[
        { key: 'card', label: <Link to={base}>Müşteri Kartı</Link> },
        { key: 'interviews', label: <Link to={`${base}/interviews`}>Görüşmeler</Link> },
        { key: 'assignments', label: <Link to={`${base}/assignments`}>Atamalar</Link> },
      ]}
    />
  );
};

const Duplicates = ({ card }: { card: CustomerCard }) => {
  const canMerge = useCan(ACTIONS.crm.manage);
  const refresh = useRefresh([CUSTOMERS]);
  const merge = useMutation({
    mutationFn: (otherId: string) =>
      api.post('crm/customer/{id}/merge', { path: { id: card.id }, body: { otherId } }),
    onSuccess: () => refresh(),
  });
  if (card.duplicates.length === 0) return null;
  return (
    <Card title="Aynı Telefonla Kayıtlı Müşteriler" style={{ marginTop: 16 }}>
      <Table<CustomerDuplicateRow>
        {...allRowsTableProps(card.duplicates)}
        size="small"
        columns={[
          {
            title: 'Öğrenci',
            dataIndex: 'name',
            render: (v: string, r) => <Link to={customerPath(r.id)}>{v}</Link>,
          },
          { title: 'Telefon', dataIndex: 'phoneDigits', render: (v: string) => normalisePhone(v) },
          { title: 'Görüşme', dataIndex: 'interviewCount' },
          {
            title: 'Sonuç',
            dataIndex: 'outcome',
            render: (v: CustomerDuplicateRow['outcome']) => <OutcomeTag outcome={v} />,
          },
          {
            title: '',
            key: 'merge',
            render: (_, r) =>
              canMerge ? (
                <Popconfirm
                  title={`${r.name} bu müşteriyle birleştirilsin mi? Görüşmeleri ve arama listesi kayıtları bu karta taşınır.`}
                  okText="Birleştir"
                  cancelText="Vazgeç"
                  onConfirm={() => merge.mutateAsync(r.id)}
                >
                  <Button size="small">Birleştir</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
};

/** /crm/detail/{id}: the customer's card. */
export const CustomerCardPage = () => {
  const { customer_id: id = '' } = useParams();
  const { data: card, refetch } = useCustomerCard(id);
  const [editing, setEditing] = useState(false);
  const [converting, setConverting] = useState(false);
  const canEdit = useCan(ACTIONS.crm.manage);
  const canConvert = useCan(ACTIONS.crm.convert);
  const name = card ? `${card.studentFirstName} ${card.studentLastName}` : '';
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Müşteri Kartı{card ? `: ${name}` : ''}
      </Typography.Title>
      <CustomerTabs customerId={id} active="card" />
      {card && editing ? (
        <Suspense fallback={<Card loading />}>
          <CustomerForm
            customer={card}
            onSaved={() => {
              setEditing(false);
              void refetch();
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <Card
          loading={!card}
          extra={
            card && (
              <Space>
                {canEdit && <Button onClick={() => setEditing(true)}>Düzenle</Button>}
                {canConvert && !card.studentId && (
                  <Button type="primary" onClick={() => setConverting(true)}>
                    Kayıt Yap
                  </Button>
                )}
              </Space>
            )
          }
        >
          {card && (
            <>
              {card.studentId && (
                <Alert
                  type="success"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message={
                    <>
                      Öğrenci olarak kaydedildi ({formatDay(card.convertedAt)}):{' '}
                      <Link to={`/education/student/${card.studentId}`}>Öğrenci kartını aç</Link>
                    </>
                  }
                />
              )}
              <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
                <Descriptions.Item label="Sonuç">
                  <OutcomeTag outcome={card.outcome} />
                </Descriptions.Item>
                <Descriptions.Item label="Müşteri Tipi">
                  {customerTypeLabels[card.customerType]}
                  {card.corporateName ? `: ${card.corporateName}` : ''}
                </Descriptions.Item>
                <Descriptions.Item label="Öğrenci">{name}</Descriptions.Item>
                <Descriptions.Item label="Sınıf / Okulu">
                  {[card.gradeLevel, card.currentSchool].filter(Boolean).join(' · ') || '-'}
                </Descriptions.Item>
                <Descriptions.Item label="Veli">
                  {[card.parentFirstName, card.parentLastName].filter(Boolean).join(' ') || '-'}
                </Descriptions.Item>
                <Descriptions.Item label="Telefon">
                  {[card.phone, card.secondPhone].filter(Boolean).join(', ')}
                </Descriptions.Item>
                <Descriptions.Item label="E-mail">{card.email ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="T.C. Kimlik No">{card.citizenId ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="İlgilendiği Şube">{card.branchName}</Descriptions.Item>
                <Descriptions.Item label="Danışman">{card.ownerName ?? 'Atanmamış'}</Descriptions.Item>
                <Descriptions.Item label="Referans Kaynağı">{card.referenceName ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Kampanya">{card.campaignName ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Son Durum">{card.stateName ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Sonraki Görüşme">{formatDay(card.nextContactOn)}</Descriptions.Item>
                <Descriptions.Item label="Geliş Yolu">{customerSourceLabels[card.source]}</Descriptions.Item>
                <Descriptions.Item label="KVKK Onayı">
                  {card.kvkkConsentAt
                    ? `Sürüm ${card.kvkkConsentVersion ?? '-'}, ${new Date(card.kvkkConsentAt).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })}`
                    : 'Alınmadı'}
                </Descriptions.Item>
                {card.kvkkConsentText && (
                  <Descriptions.Item label="KVKK Metni" span={2}>
                    {card.kvkkConsentText}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label="Not" span={2}>
                  {card.note ?? ''}
                </Descriptions.Item>
              </Descriptions>
            </>
          )}
        </Card>
      )}
      {card && <Duplicates card={card} />}
      {card && converting && (
        <Suspense fallback={null}>
          <ConvertDialog card={card} onClose={() => setConverting(false)} />
        </Suspense>
      )}
    </>
  );
};
