import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PENALTY_LABELS } from '@panel/shared/exams/constants';
import type { TExamType } from '@panel/shared/exams/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { ConfirmDelete } from '../../components/confirm-delete';
import { lazyNamed } from '../../components/lazy-named';
import { useRefresh } from '../../components/resource-api';
import { actionsColumn } from '../../components/table-columns';
import { EXAM_TYPES_PATH, useExamTypes } from './exam-sections';

// The dialog (its form, sections and number fields) loads when it is first opened.
const TypeDialog = lazyNamed(() => import('./exam-type-dialog'), 'TypeDialog');

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
            actionsColumn<TExamType>(
              (t) =>
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
            ),
          ]}
        />
      </Card>
      {editing && (
        <Suspense fallback={null}>
          <TypeDialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
};
