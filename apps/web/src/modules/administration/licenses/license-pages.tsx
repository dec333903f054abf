import { LICENSE_SORTS, type TLicense } from '@panel/shared/administration/contracts';
import { LICENSE_AREAS, type LicenseArea, licenseAreaLabels } from '@panel/shared/administration/enums';
import { formatDay } from '@panel/shared/common/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../../app/http';
import { optionsOf } from '../../../components/enum-options';
import { DateItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { rules } from '../../../components/form-rules';
import { paginationOf, serverSort } from '../../../components/list-page';
import { useDelete, useRecord } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { rowActions } from '../../../components/table-columns';
import { useListParams } from '../../../components/use-list-params';
import { type BranchRow, LicenseTag } from '../branches/branch-pages';

export type LicenseRow = TLicense;

const LICENSE = 'admin/license';

export const BranchLicensesPage = () => {
  const { branch_id: branchId = '' } = useParams();
  const [params, setParams] = useListParams();
  const sorted = serverSort<LicenseRow, typeof params>(
    [
      {
        title: 'Başlangıç',
        dataIndex: 'startsOn',
        render: formatDay,
        ...sortable(LICENSE_SORTS, 'startsOn'),
      },
      {
        title: 'Bitiş',
        dataIndex: 'endsOn',
        render: (v: string) => <LicenseTag endsOn={v} />,
        ...sortable(LICENSE_SORTS, 'endsOn'),
      },
      { title: 'Öğrenci Kontenjanı', dataIndex: 'studentQuota', ...sortable(LICENSE_SORTS, 'studentQuota') },
    ],
    params,
    setParams,
  );
  // The column keys are LICENSE_SORTS: narrowed back for the typed client.
  const query = { ...sorted.query, _sort: LICENSE_SORTS.find((k) => k === sorted.query._sort) };
  const branch = useRecord<BranchRow>('admin/branch/{id}', branchId).data;
  const { data, isFetching } = useQuery({
    queryKey: ['admin/branch/{id}/license', 'page', branchId, query],
    queryFn: () => api.get('admin/branch/{id}/license', { path: { id: branchId }, query }),
    placeholderData: keepPreviousData,
  });
  // `admin/branch` covers the branch's license list (admin/branch/{id}/license) too.
  const remove = useDelete(LICENSE, ['admin/branch', 'general/branch']);
  return (
    <>
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {branch ? `${branch.businessName} / ${branch.name}: Lisanslar` : 'Lisanslar'}
        </Typography.Title>
        <Link to={`/admin/branch/license/add?branchId=${branchId}`}>
          <Button type="primary">Yeni Lisans</Button>
        </Link>
      </div>
      <Table<LicenseRow>
        rowKey="id"
        loading={isFetching || remove.isPending}
        dataSource={data?._data ?? []}
        pagination={paginationOf(params, data?._totalData ?? 0, setParams)}
        locale={{ emptyText: 'Bu şubenin lisansı yok: şube salt okunurdur.' }}
        onChange={sorted.onChange}
        columns={[
          ...sorted.columns,
          {
            title: 'Alanlar',
            dataIndex: 'enabledAreas',
            render: (areas: LicenseArea[]) => areas.map((a) => <Tag key={a}>{licenseAreaLabels[a]}</Tag>),
          },
          rowActions<LicenseRow>({
            canManage: true,
            editPath: (r) => `/admin/branch/license/${r.id}`,
            onDelete: (r) => remove.mutateAsync(r.id),
          }),
        ]}
      />
    </>
  );
};

type Values = {
  startsOn: Dayjs;
  endsOn: Dayjs;
  studentQuota: number;
  enabledAreas: LicenseArea[];
  branchId: string;
};

export const LicenseFormPage = () => {
  const { license_id: id } = useParams();
  const [search] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const record = useRecord<LicenseRow>(`${LICENSE}/{id}`, id).data;
  const branchId = record?.branchId ?? search.get('branchId') ?? '';
  return (
    <FormPage<Values, LicenseRow>
      title={id ? 'Lisansı Düzenle' : 'Yeni Lisans'}
      endpoint={LICENSE}
      record={`${LICENSE}/{id}`}
      id={id}
      form={form}
      initialValues={{ branchId, enabledAreas: [...LICENSE_AREAS], studentQuota: 500 }}
      toValues={(r) => ({ ...r, startsOn: dayjs(r.startsOn), endsOn: dayjs(r.endsOn) })}
      toBody={(v) => ({
        ...v,
        branchId,
        startsOn: v.startsOn.format('YYYY-MM-DD'),
        endsOn: v.endsOn.format('YYYY-MM-DD'),
      })}
      backTo={`/admin/branch/${branchId}/license`}
      affects={['admin/branch', 'general/branch']}
    >
      <Space.Compact block>
        <DateItem label="Başlangıç Tarihi" name="startsOn" style={{ flex: 1 }} ruleLabel="Başlangıç">
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </DateItem>
        <DateItem
          label="Bitiş Tarihi"
          name="endsOn"
          style={{ flex: 1, marginInlineStart: 16 }}
          ruleLabel="Bitiş"
        >
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </DateItem>
      </Space.Compact>
      <Form.Item label="Öğrenci Kontenjanı" name="studentQuota" rules={rules.number('Öğrenci Kontenjanı')}>
        <InputNumber min={1} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        label="Kullanılabilir Alanlar"
        name="enabledAreas"
        rules={rules.multiSelect('Kullanılabilir Alan')}
      >
        <Select mode="multiple" options={optionsOf(LICENSE_AREAS, licenseAreaLabels)} />
      </Form.Item>
    </FormPage>
  );
};
