import { ASSIGNMENT_TYPES, type AssignmentType, assignmentTypeLabels } from '@panel/shared/crm/enums';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../../app/http';
import { optionsOf } from '../../../components/enum-options';
import { SelectItem, TextItem } from '../../../components/form-items';
import { ImportRowsTable } from './crm-import-rows';

type CallListValues = { name: string; assignmentType: AssignmentType; assigneeAccountId?: string };

/** Puts the file's imported customers on a new call list: a pool, or one consultant's. */
const CallListCard = ({
  fileId,
  fileName,
  imported,
}: {
  fileId: string;
  fileName: string;
  imported: number;
}) => {
  const [form] = Form.useForm<CallListValues>();
  const kind = Form.useWatch('assignmentType', form);
  const [made, setMade] = useState<string | null>(null);
  const consultants = useQuery({
    queryKey: ['crm/excel/file/{file_id}/consultants', fileId],
    queryFn: () => api.get('crm/excel/file/{file_id}/consultants', { path: { file_id: fileId } }),
    enabled: kind === 'Personal',
  });
  const create = useMutation({
    mutationFn: (v: CallListValues) =>
      api.post('crm/excel/file/{file_id}/call-list', {
        path: { file_id: fileId },
        body: { ...v, assigneeAccountId: v.assignmentType === 'Personal' ? v.assigneeAccountId : null },
      }),
    onSuccess: (r) => setMade(`${r.entryCount} müşteri arama listesine eklendi.`),
  });
  return (
    <Card title="Arama Listesi Oluştur" style={{ marginBottom: 16 }}>
      {made ? (
        <Alert type="success" message={made} data-testid="call-list-made" />
      ) : (
        <Form<CallListValues>
          form={form}
          layout="inline"
          initialValues={{ name: fileName.replace(/\.xlsx$/i, ''), assignmentType: 'Pool' }}
          onFinish={(v) => create.mutate(v)}
        >
          <TextItem name="name" label="Liste Adı" max={120}>
            <Input style={{ width: 220 }} />
          </TextItem>
          <Form.Item name="assignmentType" label="Atama">
            <Radio.Group options={optionsOf(ASSIGNMENT_TYPES, assignmentTypeLabels)} optionType="button" />
          </Form.Item>
          {kind === 'Personal' && (
            <SelectItem name="assigneeAccountId" label="Danışman">
              <Select
                style={{ width: 220 }}
                options={(consultants.data ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.firstName} ${c.lastName}`,
                }))}
              />
            </SelectItem>
          )}
          <Button type="primary" htmlType="submit" disabled={imported === 0} loading={create.isPending}>
            {imported} Müşteriyle Liste Oluştur
          </Button>
        </Form>
      )}
    </Card>
  );
};

/** /crm/excel/file/{file_id}: a kept file's counts, each row's outcome, and a call list from it. */
export const CrmImportFilePage = () => {
  const { file_id: id = '' } = useParams();
  const file = useQuery({
    queryKey: ['crm/excel/file/{file_id}', id],
    queryFn: () => api.get('crm/excel/file/{file_id}', { path: { file_id: id } }),
  });
  const f = file.data;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {f?.fileName ?? 'Aktarım Dosyası'}
      </Typography.Title>
      {f && (
        <>
          <Card style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Şube">{f.branchName}</Descriptions.Item>
              <Descriptions.Item label="Satır">{f.rowCount}</Descriptions.Item>
              <Descriptions.Item label="Aktarılan">
                <span data-testid="imported-count">{f.importedCount}</span>
              </Descriptions.Item>
              <Descriptions.Item label="Hatalı">{f.errorCount}</Descriptions.Item>
              <Descriptions.Item label="Mükerrer">{f.duplicateCount}</Descriptions.Item>
              <Descriptions.Item label="Yükleyen">
                {[f.createdByFirstName, f.createdByLastName].filter(Boolean).join(' ')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <CallListCard fileId={f.id} fileName={f.fileName} imported={f.importedCount} />
          <Card title="Satırlar">
            <Space direction="vertical" style={{ width: '100%' }}>
              <ImportRowsTable rows={f.outcome} />
            </Space>
          </Card>
        </>
      )}
    </>
  );
};
