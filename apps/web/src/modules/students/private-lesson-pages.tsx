import { formatDay } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { PRIVATE_LESSON_SORTS } from '@panel/shared/students/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { ConfirmDelete } from '../../components/confirm-delete';
import { FilterSelect } from '../../components/filter-select';
import { rules } from '../../components/form-rules';
import { ListPage } from '../../components/list-page';
import { ReportActions } from '../../components/report-actions';
import { useDelete, useOptions } from '../../components/resource-api';
import { sortable } from '../../components/sortable-column';
import { StudentPicker } from './student-operation-pages';

type LessonRow = {
  id: string;
  studentId: string;
  studentNo: number;
  studentName: string;
  teacherName: string;
  majorName: string;
  date: string;
  startsAt: string;
  endsAt: string;
  note: string | null;
};
type Values = {
  studentId: string;
  personnelId: string;
  majorId: string;
  date: Dayjs;
  startsAt: string;
  endsAt: string;
  note?: string;
};

const LESSONS = 'education/student/private-lesson';

const LessonForm = ({ onDone }: { onDone: () => void }) => {
  const [form] = Form.useForm<Values>();
  const [branchId, setBranchId] = useState<string | undefined>();
  const teacherId = Form.useWatch('personnelId', form);
  const teachers =
    useOptions<{ id: string; name: string }>('personnel/list', { teachersOnly: 'true', branchId }, !!branchId)
      .data ?? [];
  const majors =
    useQuery({
      queryKey: ['schoolclass-teacher/teacher-majors/{id}', teacherId],
      queryFn: () =>
        api.get('schoolclass-teacher/teacher-majors/{id}', { path: { id: teacherId } }) as Promise<
          { id: string; name: string }[]
        >,
      enabled: !!teacherId,
    }).data ?? [];
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (v: Values) =>
      api.post(LESSONS, { body: { ...v, branchId: branchId ?? '', date: v.date.format('YYYY-MM-DD') } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [LESSONS] });
      onDone();
    },
  });
  return (
    <Modal
      open
      title="Yeni Özel Ders"
      okText="Kaydet"
      cancelText="Vazgeç"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onDone}
    >
      <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        <Form.Item label="Öğrenci" name="studentId" rules={rules.select('Öğrenci')}>
          <StudentPicker
            onPick={(student) => {
              setBranchId(student.branchId);
              form.setFieldsValue({ personnelId: undefined, majorId: undefined });
            }}
          />
        </Form.Item>
        <Form.Item label="Öğretmen" name="personnelId" rules={rules.select('Öğretmen')}>
          <Select
            disabled={!branchId}
            showSearch
            optionFilterProp="label"
            options={teachers.map((t) => ({ value: t.id, label: t.name }))}
            onChange={() => form.setFieldValue('majorId', undefined)}
          />
        </Form.Item>
        <Form.Item label="Branş" name="majorId" rules={rules.select('Branş')}>
          <Select disabled={!teacherId} options={majors.map((m) => ({ value: m.id, label: m.name }))} />
        </Form.Item>
        <Form.Item label="Ders Tarihi" name="date" rules={rules.date('Ders')}>
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item label="Başlangıç Saati" name="startsAt" rules={rules.time()} style={{ flex: 1 }}>
            <Input placeholder="SS:DD" maxLength={5} />
          </Form.Item>
          <Form.Item
            label="Bitiş Saati"
            name="endsAt"
            rules={rules.time()}
            style={{ flex: 1, marginInlineStart: 16 }}
          >
            <Input placeholder="SS:DD" maxLength={5} />
          </Form.Item>
        </Space.Compact>
        <Form.Item
          label="Açıklama"
          name="note"
          rules={rules.optional((v) =>
            String(v).length > 200 ? 'Lütfen Daha Kısa Açıklama Giriniz!' : null,
          )}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/**
 * /education/student/private-lesson (kept) and /education/report/student-privent-lessons
 * (the same rows as a report, with Excel): one list, two uses.
 */
const PrivateLessons = ({ report }: { report: boolean }) => {
  const canManage = useCan(ACTIONS.students.classes) && !report;
  const [adding, setAdding] = useState(false);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const teachers =
    useOptions<{ id: string; name: string }>('personnel/list', { teachersOnly: 'true' }).data ?? [];
  const [personnelId, setPersonnelId] = useState<string | undefined>();
  const remove = useDelete(LESSONS);
  const filters = {
    personnelId,
    from: range?.[0]?.format('YYYY-MM-DD'),
    to: range?.[1]?.format('YYYY-MM-DD'),
  };
  return (
    <>
      <ListPage<LessonRow>
        title={report ? 'Özel Ders Raporu' : 'Özel Dersler'}
        endpoint={LESSONS}
        searchPlaceholder="Öğrenci veya öğretmen ara"
        emptyText="Özel ders yok."
        filters={filters}
        toolbar={
          <Space wrap>
            <DatePicker.RangePicker
              format="DD.MM.YYYY"
              value={range}
              onChange={(v) => setRange(v)}
              aria-label="Tarih Aralığı"
            />
            <FilterSelect
              label="Öğretmen"
              placeholder="Tüm öğretmenler"
              options={teachers.map((t) => ({ value: t.id, label: t.name }))}
              value={personnelId}
              onChange={setPersonnelId}
            />
            {report && (
              <ReportActions
                excel={{
                  endpoint: 'education/report/student-privent-lessons/excel',
                  init: { query: filters },
                  fileName: 'Özel Dersler',
                }}
              />
            )}
            {canManage && (
              <Button type="primary" onClick={() => setAdding(true)}>
                Yeni Özel Ders
              </Button>
            )}
          </Space>
        }
        columns={[
          { title: 'Tarih', dataIndex: 'date', render: formatDay, ...sortable(PRIVATE_LESSON_SORTS, 'date') },
          { title: 'Saat', key: 'time', render: (_, r) => `${r.startsAt}-${r.endsAt}` },
          {
            title: 'Öğrenci',
            ...sortable(PRIVATE_LESSON_SORTS, 'student'),
            render: (_, r) => (
              <Link to={`/education/student/${r.studentId}`}>{`${r.studentNo} - ${r.studentName}`}</Link>
            ),
          },
          { title: 'Öğretmen', dataIndex: 'teacherName', ...sortable(PRIVATE_LESSON_SORTS, 'teacher') },
          { title: 'Branş', dataIndex: 'majorName' },
          { title: 'Açıklama', dataIndex: 'note', render: (v: string | null) => v ?? '' },
          ...(canManage
            ? [
                {
                  title: '',
                  key: 'actions',
                  align: 'right' as const,
                  render: (_: unknown, r: LessonRow) => (
                    <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} />
                  ),
                },
              ]
            : []),
        ]}
      />
      {adding && <LessonForm onDone={() => setAdding(false)} />}
    </>
  );
};

export const PrivateLessonPage = () => <PrivateLessons report={false} />;
export const PrivateLessonReportPage = () => <PrivateLessons report />;
