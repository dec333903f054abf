import { FileExcelOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  EXTERNAL_TARGET,
  RESPONDENT_RELATION_LABELS,
  type RespondentRelation,
  type TResultDistribution,
  type TResultRow,
} from '@panel/shared/assessments/contracts';
import { formatScore } from '@panel/shared/assessments/scoring';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Modal, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../app/http';
import { downloadFile } from '../../components/download';
import { FilterSelect } from '../../components/filter-select';
import { pagedTableProps } from '../../components/list-page';
import { SearchInput } from '../../components/search-input';
import { useListParams } from '../../components/use-list-params';
import { ScoreBars } from './score-bars';

const RESULTS = 'education/report/assessment-results';

type ResultRow = TResultRow;
type Distribution = TResultDistribution;

const saveProfilePdf = (linkId: string, name: string) =>
  downloadFile(`${RESULTS}/profile/{id}/pdf`, { path: { id: linkId } }, `${name} - Envanter Profili.pdf`);

/** A student's profile to hand to the family: scores, bands, the chart and the interpretations. */
const ProfileModal = ({ linkId, onClose }: { linkId: string; onClose: () => void }) => {
  const { data } = useQuery({
    queryKey: [RESULTS, 'profile', linkId],
    queryFn: () => api.get(`${RESULTS}/profile/{id}`, { path: { id: linkId } }),
  });
  return (
    <Modal
      open
      width={720}
      onCancel={onClose}
      footer={null}
      title={data ? `${data.studentName} – ${data.name}` : 'Profil'}
    >
      {data && (
        <div className="printable">
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={data.relation ? 'Ad Soyad' : 'Öğrenci'}>
              {data.studentName}
            </Descriptions.Item>
            {data.relation ? (
              <>
                <Descriptions.Item label="Cep Telefonu">{data.mobilePhone}</Descriptions.Item>
                <Descriptions.Item label="Katılımcı">
                  {RESPONDENT_RELATION_LABELS[data.relation]}
                </Descriptions.Item>
              </>
            ) : (
              <Descriptions.Item label="Sınıf">{data.schoolClassName ?? '—'}</Descriptions.Item>
            )}
          </Descriptions>
          <ScoreBars bars={data.dimensions.map((d) => ({ ...d }))} />
          {data.dimensions.map((d) => (
            <div key={d.key} style={{ marginTop: 12 }}>
              <Typography.Text strong>
                {d.name}: {d.scoreCenti === null ? '—' : formatScore(d.scoreCenti)}{' '}
                {d.bandLabel && <Tag>{d.bandLabel}</Tag>}
              </Typography.Text>
              <Typography.Paragraph style={{ margin: 0 }}>{d.interpretation}</Typography.Paragraph>
            </div>
          ))}
          <Space className="no-print" style={{ marginTop: 16 }}>
            <Button
              type="primary"
              icon={<FilePdfOutlined />}
              onClick={() => void saveProfilePdf(linkId, data.studentName)}
            >
              PDF İndir
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              Yazdır
            </Button>
          </Space>
        </div>
      )}
    </Modal>
  );
};

export const AssessmentResultsPage = () => {
  const [search, setSearch] = useSearchParams();
  const [params, setParams] = useListParams();
  const [profileOf, setProfileOf] = useState<string | null>(null);
  const assignmentId = search.get('assignmentId') ?? undefined;
  const status = search.get('status') ?? undefined;
  const external = search.get('kind') === 'external';
  const assignments = useQuery({
    queryKey: ['education/student/assessment-assignment', 'options'],
    queryFn: async () =>
      (await api.get('education/student/assessment-assignment', { query: { _pageSize: 100 } }))._data,
  }).data;
  const filters = { assignmentId: assignmentId ?? '', ...(status ? { status } : {}) };
  const results = useQuery({
    queryKey: [RESULTS, params, filters],
    queryFn: () => api.get(RESULTS, { query: { ...params, ...filters } as never }),
    enabled: !!assignmentId,
  });
  const distribution = useQuery({
    queryKey: [`${RESULTS}/distribution`, assignmentId],
    queryFn: () => api.get(`${RESULTS}/distribution`, { query: { assignmentId: assignmentId ?? '' } }),
    enabled: !!assignmentId,
  });
  const choose = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    value ? next.set(key, value) : next.delete(key);
    next.delete('_pageNumber');
    setSearch(next, { replace: true });
  };
  const dims = results.data?.dimensions ?? [];
  const shown = (assignments ?? []).filter((a) => (a.target === EXTERNAL_TARGET) === external);
  const switchKind = (key: string) => {
    const next = new URLSearchParams();
    if (key === 'external') next.set('kind', 'external');
    setSearch(next, { replace: true });
  };
  const who = external
    ? [
        { title: 'Ad Soyad', dataIndex: 'studentName' },
        { title: 'Cep Telefonu', dataIndex: 'mobilePhone' },
        {
          title: 'Katılımcı',
          dataIndex: 'relation',
          render: (v: RespondentRelation | null) => (v ? RESPONDENT_RELATION_LABELS[v] : '—'),
        },
      ]
    : [
        { title: 'Öğrenci', dataIndex: 'studentName' },
        { title: 'Sınıf', dataIndex: 'schoolClassName' },
      ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Envanter Sonuçları
      </Typography.Title>
      <Tabs
        activeKey={external ? 'external' : 'students'}
        onChange={switchKind}
        items={[
          { key: 'students', label: 'Öğrenciler' },
          { key: 'external', label: 'Dış katılımcılar' },
        ]}
      />
      <Card style={{ marginBottom: 16 }}>
        <Space wrap>
          <Select
            aria-label="Gönderim"
            placeholder="Gönderim seçiniz"
            style={{ width: 360 }}
            value={assignmentId}
            onChange={(v: string) => choose('assignmentId', v)}
            options={shown.map((a) => ({
              value: a.id,
              label: `${a.name}${a.schoolClassName ? ` – ${a.schoolClassName}` : ''}`,
            }))}
          />
          <FilterSelect
            search={false}
            label="Durum"
            placeholder="Tümü"
            width={160}
            value={status}
            onChange={(v) => choose('status', v)}
            options={[
              { value: 'Answered', label: 'Yanıtlayanlar' },
              { value: 'Pending', label: 'Yanıtlamayanlar' },
            ]}
          />
          <SearchInput
            value={params._searchTerm}
            onSearch={(term) => setParams({ _searchTerm: term })}
            placeholder={external ? 'Ad ara' : 'Öğrenci ara'}
          />
          <Button
            icon={<FileExcelOutlined />}
            disabled={!assignmentId}
            onClick={() =>
              void downloadFile(`${RESULTS}/excel`, { query: filters }, 'envanter-sonuclari.xlsx')
            }
          >
            Excel
          </Button>
        </Space>
      </Card>
      {distribution.data && (
        <Card title="Düzey dağılımı" style={{ marginBottom: 16 }}>
          <Typography.Paragraph>
            {distribution.data.answered} / {distribution.data.total} {external ? 'kişi' : 'öğrenci'}{' '}
            yanıtladı.
          </Typography.Paragraph>
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={distribution.data.dimensions}
            columns={[
              { title: 'Boyut', dataIndex: 'name' },
              ...[...new Set(distribution.data.dimensions.flatMap((d) => d.bands.map((b) => b.label)))].map(
                (label) => ({
                  title: label,
                  key: label,
                  align: 'right' as const,
                  render: (_: unknown, d: Distribution['dimensions'][number]) =>
                    d.bands.find((b) => b.label === label)?.count ?? 0,
                }),
              ),
            ]}
          />
        </Card>
      )}
      <Card>
        <Table<ResultRow>
          rowKey="linkId"
          size="middle"
          {...pagedTableProps(results, params, setParams)}
          locale={{
            emptyText: assignmentId
              ? external
                ? 'Bu bağlantıyı henüz kimse açmadı.'
                : 'Bu gönderimde öğrenci yok.'
              : shown.length === 0 && external
                ? 'Henüz dış katılımcı bağlantısı yok. Envanter Gönderimleri sayfasından oluşturabilirsiniz.'
                : 'Sonuçları görmek için bir gönderim seçin.',
          }}
          scroll={{ x: 'max-content' }}
          columns={[
            ...who,
            {
              title: 'Durum',
              dataIndex: 'answered',
              render: (v: boolean) =>
                v ? <Tag color="green">Yanıtladı</Tag> : <Tag color="orange">Yanıtlamadı</Tag>,
            },
            ...dims.map((d) => ({
              title: d.name,
              key: d.key,
              render: (_: unknown, r: ResultRow) => {
                const s = r.scores.find((x) => x.dimensionKey === d.key);
                return s ? `${formatScore(s.scoreCenti)}${s.bandLabel ? ` (${s.bandLabel})` : ''}` : '—';
              },
            })),
            {
              title: '',
              key: 'profile',
              align: 'right' as const,
              render: (_: unknown, r: ResultRow) =>
                r.answered && (
                  <Space>
                    <Button size="small" onClick={() => setProfileOf(r.linkId)}>
                      Profil
                    </Button>
                    <Button
                      size="small"
                      icon={<FilePdfOutlined />}
                      aria-label={`${r.studentName} profil PDF`}
                      onClick={() => void saveProfilePdf(r.linkId, r.studentName)}
                    >
                      PDF
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      {profileOf && <ProfileModal linkId={profileOf} onClose={() => setProfileOf(null)} />}
    </>
  );
};
