import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TExamType } from '@panel/shared/exams/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { api } from '../../app/http';
import { FormDialog } from '../../components/form-dialog';
import { useRefresh } from '../../components/resource-api';
import { BaseScoreItem, EXAM_TYPES_PATH, PenaltyItem, SectionFields } from './exam-sections';

type Values = {
  name: string;
  penalty: number;
  baseScore: number;
  sections: { name: string; questionCount: number; coefficient: number }[];
};

/** An exam kind of the institution's own, new or edited (exam-type-page.tsx opens it). */
export const TypeDialog = ({ editing, onClose }: { editing: TExamType | 'new'; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const refresh = useRefresh([EXAM_TYPES_PATH]);
  const save = useMutation({
    mutationFn: (body: Values) =>
      editing === 'new'
        ? api.post(EXAM_TYPES_PATH, { body: body as never })
        : api.put('/examapi/exam-types/{id}', { path: { id: editing.id! }, body: body as never }),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  const initial: Values =
    editing === 'new'
      ? { name: '', penalty: 4, baseScore: 100, sections: [{ name: '', questionCount: 20, coefficient: 1 }] }
      : {
          name: editing.label,
          penalty: editing.penalty,
          baseScore: editing.baseScore,
          sections: editing.sections,
        };
  return (
    <FormDialog<Values>
      width={720}
      title={editing === 'new' ? 'Yeni Sınav Türü' : 'Sınav Türünü Düzenle'}
      form={form}
      onFinish={(v) => save.mutate(v)}
      onClose={onClose}
      saving={save.isPending}
      initialValues={initial}
    >
      <Form.Item
        label="Sınav Türü Adı"
        name="name"
        rules={[{ required: true, message: 'Sınav türü adı giriniz.' }]}
      >
        <Input placeholder="Ör. Deneme 8. Sınıf" />
      </Form.Item>
      <Space wrap>
        <PenaltyItem />
        <BaseScoreItem />
      </Space>
      <Form.List name="sections">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} wrap align="start">
                <SectionFields name={field.name} />
                <Button
                  style={{ marginTop: 30 }}
                  icon={<DeleteOutlined />}
                  aria-label="Bölümü sil"
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', questionCount: 20, coefficient: 1 })}
            >
              Bölüm Ekle
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
};
