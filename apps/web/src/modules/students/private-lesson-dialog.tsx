import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '../../app/http';
import { FormDialog } from '../../components/form-dialog';
import { DateItem, SelectItem } from '../../components/form-items';
import { rules } from '../../components/form-rules';
import { useOptions } from '../../components/resource-api';
import { LESSONS } from './private-lesson.api';
import { StudentNoteItem } from './student-note-item';
import { StudentPicker } from './student-operations';

/** The new private lesson dialog: loaded when first opened. */

type Values = {
  studentId: string;
  personnelId: string;
  majorId: string;
  date: Dayjs;
  startsAt: string;
  endsAt: string;
  note?: string;
};
export const LessonForm = ({ onDone }: { onDone: () => void }) => {
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
    <FormDialog
      title="Yeni Özel Ders"
      form={form}
      onFinish={(v) => save.mutate(v)}
      onClose={onDone}
      saving={save.isPending}
    >
      <SelectItem label="Öğrenci" name="studentId">
        <StudentPicker
          onPick={(student) => {
            setBranchId(student.branchId);
            form.setFieldsValue({ personnelId: undefined, majorId: undefined });
          }}
        />
      </SelectItem>
      <SelectItem label="Öğretmen" name="personnelId">
        <Select
          disabled={!branchId}
          showSearch
          optionFilterProp="label"
          options={teachers.map((t) => ({ value: t.id, label: t.name }))}
          onChange={() => form.setFieldValue('majorId', undefined)}
        />
      </SelectItem>
      <SelectItem label="Branş" name="majorId">
        <Select disabled={!teacherId} options={majors.map((m) => ({ value: m.id, label: m.name }))} />
      </SelectItem>
      <DateItem label="Ders Tarihi" name="date" ruleLabel="Ders">
        <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
      </DateItem>
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
      <StudentNoteItem />
    </FormDialog>
  );
};
