import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { api } from '../../app/http';
import { useOptions } from '../../components/resource-api';
import { type Named, PERSONNEL, type Personnel, useCardWrite } from './personnel.api';

type MajorValues = { majorIds: string[] };

/** The teacher tab: the majors the person teaches (POST teacher/{id}/majors replaces the set). */
export const PersonnelTeacherTab = ({ person, canManage }: { person: Personnel; canManage: boolean }) => {
  const teacher = useQuery({
    queryKey: [PERSONNEL, 'teacher', person.id],
    queryFn: () => api.get('teacher/{id}', { path: { id: person.id } }),
  });
  const majors = useOptions<Named>('major/list').data;
  const [form] = Form.useForm<MajorValues>();
  const save = useCardWrite<MajorValues>('teacher/{id}/majors', person.id);
  const current = teacher.data?.majors;
  // A major made passive since stays selectable, so saving does not drop it silently.
  const options = useMemo(() => {
    const all = new Map<string, string>();
    for (const m of [...(majors ?? []), ...(current ?? [])]) all.set(m.id, m.name);
    return [...all].map(([value, label]) => ({ value, label }));
  }, [majors, current]);
  useEffect(() => {
    if (current) form.setFieldsValue({ majorIds: current.map((m) => m.id) });
  }, [current, form]);

  if (!teacher.data) return <Skeleton active />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
      {!person.isTeacher && (
        <Alert
          type="info"
          showIcon
          title="Bu personel öğretmen olarak işaretli değil."
          description="Branş seçip kaydettiğinizde personel öğretmen olarak işaretlenir ve sınıf ve ders programı seçimlerinde listelenir."
        />
      )}
      <div>
        <Typography.Text type="secondary">Branşları: </Typography.Text>
        {teacher.data.majors.length === 0 ? (
          <Typography.Text type="secondary">henüz branş seçilmedi.</Typography.Text>
        ) : (
          teacher.data.majors.map((m) => (
            <Tag key={m.id} color="blue">
              {m.name}
            </Tag>
          ))
        )}
      </div>
      <Form<MajorValues>
        form={form}
        layout="vertical"
        initialValues={{ majorIds: current?.map((m) => m.id) ?? [] }}
        disabled={!canManage || save.isPending}
        onFinish={(v) => save.mutate({ majorIds: v.majorIds ?? [] })}
      >
        <Form.Item label="Branşlar" name="majorIds">
          <Select
            mode="multiple"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Branş seçiniz"
            options={options}
            loading={!majors}
          />
        </Form.Item>
        {canManage && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Branşları Kaydet
          </Button>
        )}
      </Form>
    </Space>
  );
};
