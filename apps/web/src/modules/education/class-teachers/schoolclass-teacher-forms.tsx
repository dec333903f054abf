import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, InputNumber, Select } from 'antd';
import { api } from '../../../app/http';
import { FormDialog } from '../../../components/form-dialog';
import { SelectItem } from '../../../components/form-items';
import { rules } from '../../../components/form-rules';
import { recordOptions } from '../../../components/record-options';
import { useOptions } from '../../../components/resource-api';
import { PROGRAM_KEY } from '../lesson-programs/lesson-program.api';
import type { AssignmentRow } from './class-teacher';
import { ASSIGNMENTS } from './schoolclass-teacher.api';

type ClassOption = { id: string; name: string; branchId: string };
type Values = { schoolClassId: string; personnelId: string; majorId: string; weeklyHours: number };

export const AssignForm = ({ onDone, semesterId }: { onDone: () => void; semesterId?: string }) => {
  const [form] = Form.useForm<Values>();
  const classes = useOptions<ClassOption>('education/school-class/list', { semesterId }).data ?? [];
  const classId = Form.useWatch('schoolClassId', form);
  const teacherId = Form.useWatch('personnelId', form);
  const branchId = classes.find((c) => c.id === classId)?.branchId;
  const teachers =
    useOptions<{ id: string; name: string }>('personnel/list', { teachersOnly: 'true', branchId }, !!branchId)
      .data ?? [];
  const majors =
    useQuery({
      queryKey: ['schoolclass-teacher/teacher-majors/{id}', teacherId],
      queryFn: () => api.get('schoolclass-teacher/teacher-majors/{id}', { path: { id: teacherId } }),
      enabled: !!teacherId,
    }).data ?? [];
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) => api.post(ASSIGNMENTS, { body: values }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [ASSIGNMENTS] });
      await client.invalidateQueries({ queryKey: [PROGRAM_KEY] });
      onDone();
    },
  });
  return (
    <FormDialog<Values>
      title="Sınıfa Öğretmen Ata"
      form={form}
      onFinish={(v) => save.mutate(v)}
      onClose={onDone}
      saving={save.isPending}
      initialValues={{ weeklyHours: 2 }}
    >
      <SelectItem label="Sınıf" name="schoolClassId">
        <Select
          autoFocus
          showSearch
          optionFilterProp="label"
          options={recordOptions(classes)}
          onChange={() => form.setFieldsValue({ personnelId: undefined, majorId: undefined })}
        />
      </SelectItem>
      <SelectItem
        label="Öğretmen"
        name="personnelId"
        extra={
          classId && teachers.length === 0 ? 'Bu şubede öğretmen olarak işaretli personel yok.' : undefined
        }
      >
        <Select
          showSearch
          optionFilterProp="label"
          disabled={!classId}
          options={recordOptions(teachers)}
          onChange={() => form.setFieldsValue({ majorId: undefined })}
        />
      </SelectItem>
      <SelectItem
        label="Branş"
        name="majorId"
        extra={
          teacherId && majors.length === 0
            ? 'Öğretmenin branşı yok: personel kartındaki Öğretmen sekmesinden ekleyin.'
            : undefined
        }
      >
        <Select disabled={!teacherId} options={recordOptions(majors)} />
      </SelectItem>
      <Form.Item label="Haftalık Ders Saati" name="weeklyHours" rules={rules.number('Haftalık Ders Saati')}>
        <InputNumber min={1} max={60} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
};

export const HoursForm = ({ row, onDone }: { row: AssignmentRow; onDone: () => void }) => {
  const [form] = Form.useForm<{ weeklyHours: number }>();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (values: { weeklyHours: number }) =>
      api.post(`${ASSIGNMENTS}/update`, { body: { id: row.id, ...values } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [ASSIGNMENTS] });
      onDone();
    },
  });
  return (
    <FormDialog<{ weeklyHours: number }>
      title={`${row.schoolClassName} - ${row.majorName} - ${row.teacherName}`}
      form={form}
      onFinish={(v) => save.mutate(v)}
      onClose={onDone}
      saving={save.isPending}
      initialValues={{ weeklyHours: row.weeklyHours }}
    >
      <Form.Item label="Haftalık Ders Saati" name="weeklyHours" rules={rules.number('Haftalık Ders Saati')}>
        <InputNumber min={1} max={60} autoFocus style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
};
