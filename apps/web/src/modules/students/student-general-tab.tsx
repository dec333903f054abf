import { formatDay } from '@panel/shared/common/dates';
import type { TStudentTransfer } from '@panel/shared/students/contracts';
import { type TransferKind, transferKindLabels } from '@panel/shared/students/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import type { PathsWith } from '../../api/api-paths';
import { api } from '../../app/http';
import { toDay } from '../../components/form-rules';
import { allRowsTableProps } from '../../components/list-page';
import { orNull, STUDENTS, type StudentDetail } from './student.api';
import { StudentSection } from './student-section';

/** The card's writes: POST student/{id}/... */
type StudentWritePath = Extract<PathsWith<'post'>, `student/{id}/${string}`>;

/** Every write on the card refreshes the card's own queries and the student lists. */
export const useStudentWrite = <B,>(url: StudentWritePath, studentId: string, onDone?: () => void) => {
  const client = useQueryClient();
  return useMutation({
    // `as never`: the body is the form's (B); the API checks it.
    mutationFn: (body: B) => api.post(url, { path: { id: studentId }, body: body as never }),
    onSuccess: async () => {
      await client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('student') });
      await client.invalidateQueries({ queryKey: [STUDENTS] });
      onDone?.();
    },
  });
};

type TransferRow = TStudentTransfer;

export const GeneralTab = ({ student, canManage }: { student: StudentDetail; canManage: boolean }) => {
  const [form] = Form.useForm();
  const save = useStudentWrite<object>('student/{id}/update', student.id);
  const transfers = useQuery({
    queryKey: ['student', student.id, 'transfers'],
    queryFn: () => api.get('education/student/transfer', { query: { studentId: student.id, _pageSize: 50 } }),
  });
  useEffect(() => {
    form.setFieldsValue({ student: { ...student, birthDate: dayjs(student.birthDate) } });
  }, [student, form]);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Form
        form={form}
        layout="vertical"
        disabled={!canManage}
        onFinish={(v: { student: Record<string, unknown> }) => {
          const { branchId: _branch, ...rest } = v.student;
          save.mutate({
            ...rest,
            birthDate: toDay(v.student.birthDate as dayjs.Dayjs),
            school: orNull(rest.school as string),
          });
        }}
      >
        <StudentSection withBranch={false} />
        {canManage && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Kaydet
          </Button>
        )}
      </Form>
      <div>
        <Typography.Title level={5}>Nakil Geçmişi</Typography.Title>
        <Table<TransferRow>
          {...allRowsTableProps(transfers.data?._data ?? [])}
          size="small"
          locale={{ emptyText: 'Nakil kaydı yok.' }}
          columns={[
            { title: 'Tarih', dataIndex: 'date', render: formatDay },
            { title: 'Tür', dataIndex: 'kind', render: (k: TransferKind) => transferKindLabels[k] },
            { title: 'Nereden', dataIndex: 'fromBranchName', render: (v: string | null) => v ?? '-' },
            { title: 'Nereye', dataIndex: 'toBranchName', render: (v: string | null) => v ?? '-' },
            { title: 'Açıklama', dataIndex: 'note', render: (v: string | null) => v ?? '' },
          ]}
        />
      </div>
    </Space>
  );
};
