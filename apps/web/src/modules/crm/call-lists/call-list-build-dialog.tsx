import { ASSIGNMENT_TYPES, assignmentTypeLabels } from '@panel/shared/crm/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { QueryParams } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { optionsOf } from '../../../components/enum-options';
import { FilterSelect } from '../../../components/filter-select';
import { recordOptions } from '../../../components/record-options';
import { useCallListOptions } from './call-list-options';

type Filter = QueryParams<'crm/call-lists/preview'>;

/** The customer search's typed filters, each with its box's width. */
const TEXT_FILTERS = [
  { key: '_searchTerm', label: 'Ad, telefon ya da okul', placeholder: 'Ad, telefon ya da okul', width: 220 },
  { key: 'currentSchool', label: 'Okul', placeholder: 'Okul', width: 180 },
  { key: 'gradeLevel', label: 'Sınıf seviyesi', placeholder: 'Sınıf', width: 90 },
] as const;

/** The customer search's choices, each from its list in the call list options (a branch only among several). */
const CHOICE_FILTERS = [
  { key: 'branchId', rows: 'branches', label: 'Şube', placeholder: 'Şube', width: 180 },
  { key: 'campaignId', rows: 'campaigns', label: 'Kampanya', placeholder: 'Kampanya', width: 200 },
  { key: 'referenceId', rows: 'references', label: 'Referans', placeholder: 'Referans', width: 180 },
  {
    key: 'interviewStateId',
    rows: 'states',
    label: 'Görüşme durumu',
    placeholder: 'Son görüşme durumu',
    width: 200,
  },
] as const;

/** The search a list is built from: the customer search's filter, with the count it holds. */
export const BuildDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const client = useQueryClient();
  const options = useCallListOptions();
  const [form] = Form.useForm();
  const [filter, setFilter] = useState<Filter>({});
  const assignmentType = Form.useWatch('assignmentType', form);
  useEffect(() => {
    if (open) setFilter({});
  }, [open]);
  const preview = useQuery({
    queryKey: ['crm', 'call-lists', 'preview', filter],
    queryFn: () => api.get('crm/call-lists/preview', { query: filter }),
    enabled: open,
  });
  const create = useMutation({
    mutationFn: (values: { name: string; assignmentType: 'Personal' | 'Pool'; assigneeAccountId?: string }) =>
      api.post('crm/call-lists', { body: { ...values, filter } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['crm', 'call-lists'] });
      form.resetFields();
      onClose();
    },
  });
  const set = (patch: Partial<Filter>) =>
    setFilter((f) =>
      Object.fromEntries(Object.entries({ ...f, ...patch }).filter(([, v]) => v !== undefined && v !== '')),
    );
  const choices = (rows: { id: string; name: string }[] | undefined) => recordOptions(rows ?? []);
  const severalBranches = (options.data?.branches.length ?? 0) > 1;
  return (
    <Modal
      title="Yeni Arama Listesi"
      open={open}
      onCancel={onClose}
      okText="Listeyi Oluştur"
      cancelText="Vazgeç"
      confirmLoading={create.isPending}
      okButtonProps={{ disabled: !preview.data?.count }}
      onOk={() => form.submit()}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ assignmentType: 'Pool' }}
        onFinish={(v) => create.mutate(v)}
      >
        <Form.Item
          name="name"
          label="Liste Adı"
          rules={[{ required: true, message: 'Liste adını giriniz.' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="assignmentType" label="Atama Türü">
          <Radio.Group options={optionsOf(ASSIGNMENT_TYPES, assignmentTypeLabels)} optionType="button" />
        </Form.Item>
        {assignmentType === 'Personal' && (
          <Form.Item
            name="assigneeAccountId"
            label="Danışman"
            rules={[{ required: true, message: 'Kişisel liste için bir danışman seçiniz.' }]}
          >
            <Select options={choices(options.data?.consultants)} showSearch optionFilterProp="label" />
          </Form.Item>
        )}
      </Form>
      <Typography.Text strong>Müşteri Araması</Typography.Text>
      <Space wrap style={{ marginTop: 8, marginBottom: 12 }}>
        {TEXT_FILTERS.map((f) => (
          <Input
            key={f.key}
            aria-label={f.label}
            placeholder={f.placeholder}
            onChange={(e) => set({ [f.key]: e.target.value })}
            style={{ width: f.width }}
          />
        ))}
        {CHOICE_FILTERS.filter((f) => f.key !== 'branchId' || severalBranches).map((f) => (
          <FilterSelect
            search={false}
            key={f.key}
            label={f.label}
            placeholder={f.placeholder}
            width={f.width}
            value={filter[f.key]}
            onChange={(v) => set({ [f.key]: v })}
            options={choices(options.data?.[f.rows])}
          />
        ))}
        <Checkbox onChange={(e) => set({ unassigned: e.target.checked ? 'true' : undefined })}>
          Danışmanı olmayanlar
        </Checkbox>
      </Space>
      <Alert
        type={preview.data?.count ? 'info' : 'warning'}
        message={
          preview.isFetching
            ? 'Sayılıyor…'
            : `Bu aramaya uyan ${preview.data?.count ?? 0} müşteri listeye eklenecek.`
        }
        data-testid="call-list-preview"
      />
    </Modal>
  );
};

/** /crm/call-list: the call lists with their progress; a manager builds and archives them. */
