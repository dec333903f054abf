import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PENALTIES, PENALTY_LABELS, QUESTION_MAX } from '@panel/shared/exams/constants';
import type { TExamType } from '@panel/shared/exams/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { ConfirmDelete } from '../../components/confirm-delete';
import { useRefresh } from '../../components/resource-api';

export const EXAM_TYPES_PATH = '/examapi/exam-types';

/** The exam kinds: ready-made ones and the institution's own (GET /examapi/exam-types). */
export const useExamTypes = () =>
  useQuery({ queryKey: [EXAM_TYPES_PATH, 'options'], queryFn: () => api.get(EXAM_TYPES_PATH) });

type Values = {
  name: string;
  penalty: number;
  baseScore: number;
  sections: { name: string; questionCount: number; coefficient: number }[];
};

/** A section's name, question count and score coefficient: in an exam kind and in an exam alike. */
export const SectionFields = ({ name }: { name: number }) => (
  <>
    <Form.Item
      label="Bölüm Adı"
      name={[name, 'name']}
      rules={[{ required: true, whitespace: true, message: 'Bölüm adı giriniz.' }]}
    >
      <Input style={{ width: 240 }} />
    </Form.Item>
    <Form.Item label="Soru Sayısı" name={[name, 'questionCount']}>
      <InputNumber min={1} max={QUESTION_MAX} precision={0} />
    </Form.Item>
    <Form.Item label="Katsayı" name={[name, 'coefficient']}>
      <InputNumber min={0} max={100} step={0.001} decimalSeparator="," />
    </Form.Item>
  </>
);

const TypeDialog = ({ editing, onClose }: { editing: TExamType | 'new'; onClose: () => void }) => {
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
    <Modal
      open
      width={720}
      title={editing === 'new' ? 'Yeni Sınav Türü' : 'Sınav Türünü Düzenle'}
      okText="Kaydet"
      cancelText="Vazgeç"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)}>
        <Form.Item
          label="Sınav Türü Adı"
          name="name"
          rules={[{ required: true, message: 'Sınav türü adı giriniz.' }]}
        >
          <Input placeholder="Ör. Deneme 8. Sınıf" />
        </Form.Item>
        <Space wrap>
          <Form.Item label="Yanlış Cezası" name="penalty">
            <Select
              style={{ width: 260 }}
              options={PENALTIES.map((p) => ({ value: p, label: PENALTY_LABELS[p] }))}
            />
          </Form.Item>
          <Form.Item label="Taban Puan" name="baseScore">
            <InputNumber min={0} max={1000} step={0.001} decimalSeparator="," />
          </Form.Item>
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
      </Form>
    </Modal>
  );
};

/** /exam/exam-type: the kinds an exam starts from, with their sections, question counts and coefficients. */
export const ExamTypePage = () => {
  const canManage = useCan(ACTIONS.exams.manage);
  const types = useExamTypes();
  const refresh = useRefresh([EXAM_TYPES_PATH]);
  const [editing, setEditing] = useState<TExamType | 'new' | null>(null);
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Sınav Türleri
        </Typography.Title>
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Yeni Sınav Türü
          </Button>
        )}
      </Space>
      <Card>
        <Table<TExamType>
          rowKey={(t) => t.id ?? t.kind}
          loading={types.isLoading}
          pagination={false}
          dataSource={(types.data ?? []) as TExamType[]}
          columns={[
            {
              title: 'Sınav Türü',
              key: 'label',
              render: (_: unknown, t) => (
                <Space>
                  <strong>{t.builtIn ? t.kind : t.label}</strong>
                  {t.builtIn ? (
                    <Typography.Text type="secondary">{t.label}</Typography.Text>
                  ) : (
                    <Tag>Kuruma özel</Tag>
                  )}
                </Space>
              ),
            },
            {
              title: 'Bölümler (soru × katsayı)',
              key: 'sections',
              render: (_: unknown, t) =>
                t.sections
                  .map((s) => `${s.name} ${s.questionCount} × ${s.coefficient.toLocaleString('tr-TR')}`)
                  .join(', '),
            },
            {
              title: 'Soru',
              key: 'questions',
              align: 'right',
              render: (_: unknown, t) => t.sections.reduce((n, s) => n + s.questionCount, 0),
            },
            {
              title: 'Yanlış Cezası',
              dataIndex: 'penalty',
              render: (p: 0 | 3 | 4) => PENALTY_LABELS[p],
            },
            {
              title: 'Taban Puan',
              dataIndex: 'baseScore',
              align: 'right',
              render: (v: number) => v.toLocaleString('tr-TR'),
            },
            {
              title: '',
              key: 'actions',
              align: 'right',
              render: (_: unknown, t) =>
                canManage &&
                !t.builtIn && (
                  <Space>
                    <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(t)}>
                      Düzenle
                    </Button>
                    <ConfirmDelete
                      onConfirm={() =>
                        api.delete('/examapi/exam-types/{id}', { path: { id: t.id! } }).then(() => refresh())
                      }
                    />
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      {editing && <TypeDialog editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
};
