import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FORM_FIELD_LABELS, FORM_FIELDS, type FormField } from '@panel/shared/exams/constants';
import type { TOpticalForm } from '@panel/shared/exams/contracts';
import { OPTICAL_FORM_TEMPLATES } from '@panel/shared/exams/form-templates';
import { cut, type FormFieldRange, formProblems } from '@panel/shared/exams/scoring';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { ConfirmDelete } from '../../components/confirm-delete';
import { optionsOf } from '../../components/enum-options';
import { ListPage } from '../../components/list-page';
import { useRecord, useRefresh } from '../../components/resource-api';
import { actionsColumn } from '../../components/table-columns';
import { ColumnPicker, type ColumnRange } from './column-picker';

const FORMS = '/examapi/optical-forms';

type FormRow = TOpticalForm;

export const OpticalFormListPage = () => {
  const canManage = useCan(ACTIONS.exams.manage);
  const refresh = useRefresh([FORMS]);
  return (
    <ListPage<FormRow>
      title="Optik Formlar"
      endpoint={FORMS}
      searchPlaceholder="Form adı ara"
      emptyText="Henüz optik form yok."
      addPath={canManage ? '/exam/optical-form/add' : undefined}
      addLabel="Yeni Optik Form"
      columns={[
        {
          title: 'Form',
          dataIndex: 'name',
          render: (v: string, r) => <Link to={`/exam/optical-form/${r.id}`}>{v}</Link>,
        },
        { title: 'Alan', key: 'fields', align: 'right', render: (_: unknown, r) => r.fields.length },
        {
          title: 'Satır Uzunluğu',
          key: 'width',
          align: 'right',
          render: (_: unknown, r) => Math.max(0, ...r.fields.map((f) => f.start + f.length - 1)),
        },
        {
          title: 'Kapsam',
          dataIndex: 'branchId',
          render: (v: string | null) => (v ? 'Şube' : 'Kurum geneli'),
        },
        actionsColumn<FormRow>(
          (r) =>
            canManage && (
              <ConfirmDelete
                onConfirm={() =>
                  api.delete('/examapi/optical-forms/{id}', { path: { id: r.id } }).then(() => refresh())
                }
              />
            ),
        ),
      ]}
    />
  );
};

type Draft = { field: FormField; section: string };

/** A sample line as wide as a template reads, for a template applied before a line is pasted. */
const blankLine = (fields: readonly FormFieldRange[]) =>
  ' '.repeat(Math.max(0, ...fields.map((f) => f.start + f.length - 1)));

/**
 * Defines a reader's layout: paste one line the reader wrote, pick a field's columns on it with
 * the mouse, name the field; the preview shows what each field reads from the line.
 */
export const OpticalFormEditPage = () => {
  const { optical_form_id: id } = useParams();
  const navigate = useNavigate();
  const canManage = useCan(ACTIONS.exams.manage);
  const record = useRecord<FormRow>('/examapi/optical-forms/{id}', id);
  const refresh = useRefresh([FORMS]);
  const [name, setName] = useState('');
  const [line, setLine] = useState('');
  const [fields, setFields] = useState<FormFieldRange[]>([]);
  const [selection, setSelection] = useState<ColumnRange | null>(null);
  const [draft, setDraft] = useState<Draft>({ field: 'studentNumber', section: '' });

  useEffect(() => {
    if (!record.data) return;
    setName(record.data.name);
    setFields(record.data.fields);
    setLine(record.data.sampleLine ?? blankLine(record.data.fields));
  }, [record.data]);

  const problems = formProblems(fields, line);
  const save = useMutation({
    mutationFn: () => {
      const body = { name, sampleLine: line || null, fields };
      return id
        ? api.put('/examapi/optical-forms/{id}', { path: { id }, body })
        : api.post('/examapi/optical-forms', { body });
    },
    onSuccess: async () => {
      await refresh();
      navigate('/exam/optical-form');
    },
  });

  const addField = () => {
    if (!selection) return;
    setFields((all) =>
      [
        ...all,
        {
          field: draft.field,
          ...selection,
          ...(draft.field === 'answers' ? { section: draft.section.trim() } : {}),
        },
      ].sort((a, b) => a.start - b.start),
    );
    setSelection(null);
    setDraft((d) => ({ field: d.field, section: '' }));
  };

  const applyTemplate = (kind: string) => {
    const template = OPTICAL_FORM_TEMPLATES.find((t) => t.kind === kind)!;
    setFields(template.fields.map((f) => ({ ...f })));
    if (!name) setName(template.name);
    const width = blankLine(template.fields).length;
    setLine((l) => (l.length >= width ? l : l.padEnd(width)));
    setSelection(null);
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {id ? 'Optik Form' : 'Yeni Optik Form'}
      </Typography.Title>
      <Card>
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Space wrap>
            <Input
              aria-label="Form Adı"
              placeholder="Form adı"
              style={{ width: 320 }}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Select
              aria-label="Hazır şablon"
              placeholder="Hazır şablon uygula"
              style={{ width: 240 }}
              value={null}
              options={OPTICAL_FORM_TEMPLATES.map((t) => ({ value: t.kind, label: t.name }))}
              onChange={applyTemplate}
            />
          </Space>
          <div>
            <Typography.Text strong>Örnek Satır</Typography.Text>
            <Input.TextArea
              aria-label="Örnek Satır"
              placeholder="Optik okuyucunun yazdığı dosyadan bir satırı buraya yapıştırın"
              autoSize
              style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
              value={line}
              onChange={(e) => {
                setLine(e.target.value.replace(/[\r\n]+/g, ''));
                setSelection(null);
              }}
            />
          </div>
          {line && <ColumnPicker line={line} fields={fields} selection={selection} onPick={setSelection} />}
          {selection && (
            <Space wrap>
              <Select
                aria-label="Alan"
                style={{ width: 200 }}
                value={draft.field}
                options={optionsOf(FORM_FIELDS, FORM_FIELD_LABELS)}
                onChange={(field: FormField) => setDraft((d) => ({ ...d, field }))}
              />
              {draft.field === 'answers' && (
                <Input
                  aria-label="Bölüm"
                  placeholder="Bölüm adı (ör. Türkçe)"
                  style={{ width: 220 }}
                  value={draft.section}
                  onChange={(e) => setDraft((d) => ({ ...d, section: e.target.value }))}
                />
              )}
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={draft.field === 'answers' && !draft.section.trim()}
                onClick={addField}
              >
                Alanı Ekle
              </Button>
            </Space>
          )}
          <Table<FormFieldRange & { key: number }>
            size="small"
            pagination={false}
            aria-label="Form alanları"
            dataSource={fields.map((f, key) => ({ ...f, key }))}
            locale={{
              emptyText: 'Henüz alan yok: örnek satırda sütunları seçin veya hazır şablon uygulayın.',
            }}
            columns={[
              { title: 'Alan', dataIndex: 'field', render: (v: FormField) => FORM_FIELD_LABELS[v] },
              { title: 'Bölüm', dataIndex: 'section', render: (v?: string | null) => v ?? '' },
              { title: 'Başlangıç', dataIndex: 'start', align: 'right' },
              { title: 'Uzunluk', dataIndex: 'length', align: 'right' },
              {
                title: 'Örnek satırdan okunan',
                key: 'reads',
                render: (_: unknown, f) => (
                  <Typography.Text code style={{ whiteSpace: 'pre' }}>
                    {cut(line, f)}
                  </Typography.Text>
                ),
              },
              {
                title: '',
                key: 'remove',
                align: 'right',
                render: (_: unknown, f) => (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="Alanı kaldır"
                    onClick={() => setFields((all) => all.filter((_, i) => i !== f.key))}
                  />
                ),
              },
            ]}
          />
          {problems.length > 0 && (
            <Alert
              type="warning"
              showIcon
              message="Form kaydedilmeden önce düzeltilmeli"
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {problems.map((p) => (
                    <li key={`${p.field}${p.message}`}>{p.message}</li>
                  ))}
                </ul>
              }
            />
          )}
          <Space>
            <Button onClick={() => navigate('/exam/optical-form')}>Vazgeç</Button>
            {canManage && (
              <Button
                type="primary"
                loading={save.isPending}
                disabled={!name.trim() || fields.length === 0 || problems.length > 0}
                onClick={() => save.mutate()}
              >
                Kaydet
              </Button>
            )}
          </Space>
        </Space>
      </Card>
    </>
  );
};
