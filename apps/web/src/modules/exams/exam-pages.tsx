import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CANCELLATION_RULE_LABELS,
  CANCELLATION_RULES,
  type CancellationRule,
  EXAM_KIND_LABELS,
  type ExamKind,
  MATCHING_LABELS,
  MATCHINGS,
  PENALTY_LABELS,
} from '@panel/shared/exams/constants';
import { EXAM_SORTS, type TExam, type TExamRow, type TExamType } from '@panel/shared/exams/contracts';
import type { Cancellation } from '@panel/shared/exams/scoring';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Divider,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { DateInput } from '../../components/date-input';
import { optionsOf } from '../../components/enum-options';
import { ListPage } from '../../components/list-page';
import { recordOptions } from '../../components/record-options';
import { useOptions, useRecord, useRefresh } from '../../components/resource-api';
import { sortable, sortableDayColumn } from '../../components/sortable-column';
import { BaseScoreItem, PenaltyItem, SectionFields, useExamTypes } from './exam-sections';

const EXAMS = '/examapi/exams';

type ExamRow = TExamRow;

export const ExamListPage = () => {
  const canManage = useCan(ACTIONS.exams.manage);
  return (
    <ListPage<ExamRow>
      title="Sınavlar"
      endpoint={EXAMS}
      searchPlaceholder="Sınav adı ara"
      emptyText="Henüz sınav yok."
      addPath={canManage ? '/exam/exam/add' : undefined}
      addLabel="Yeni Sınav"
      columns={[
        {
          title: 'Sınav',
          dataIndex: 'name',
          ...sortable(EXAM_SORTS, 'name'),
          render: (v: string, r) => <Link to={`/exam/exam/${r.id}`}>{v}</Link>,
        },
        { title: 'Tür', dataIndex: 'kind', render: (k: ExamKind) => EXAM_KIND_LABELS[k] },
        sortableDayColumn('Tarih', EXAM_SORTS, 'date'),
        { title: 'Soru', dataIndex: 'questionCount', align: 'right' },
        { title: 'Yanlış Cezası', dataIndex: 'penalty', render: (p: 0 | 3 | 4) => PENALTY_LABELS[p] },
      ]}
    />
  );
};

type SectionV = {
  name: string;
  questionCount: number;
  coefficient: number;
  keyA: string;
  keyB?: string;
};
type Values = {
  name: string;
  typeKey: string;
  date: Dayjs;
  opticalFormId?: string;
  branchIds: string[];
  penalty: 0 | 3 | 4;
  matching: string;
  baseScore: number;
  bookletB: boolean;
  sections: SectionV[];
};
type ExamRecord = TExam;

/** A kind's key in the kind select: the ready-made kind's code, or the institution's own kind's id. */
const typeKeyOf = (t: TExamType) => (t.builtIn ? t.kind : `own:${t.id}`);

/** One letter per question: spaces, commas and line breaks of a pasted key are dropped. */
const cleanKey = (key: string | undefined) => (key ?? '').replace(/[\s,;.-]/g, '').toUpperCase();

const KeyInput = ({
  form,
  index,
  booklet,
}: {
  form: FormInstance<Values>;
  index: number;
  booklet: 'A' | 'B';
}) => {
  const value = Form.useWatch(['sections', index, `key${booklet}`], form) as string | undefined;
  const count = Form.useWatch(['sections', index, 'questionCount'], form) as number | undefined;
  const letters = cleanKey(value).length;
  return (
    <Form.Item
      label={`${booklet} Kitapçığı Anahtarı`}
      name={[index, `key${booklet}`]}
      normalize={cleanKey}
      extra={
        <Typography.Text
          type={letters === count ? 'success' : 'danger'}
          data-testid={`key-count-${index}-${booklet}`}
        >
          {letters} / {count ?? 0} harf
        </Typography.Text>
      }
      rules={[
        {
          validator: async (_, v: string | undefined) => {
            const key = cleanKey(v);
            if (!key) throw new Error('Cevap anahtarını giriniz.');
            if (!/^[A-E]+$/.test(key))
              throw new Error('Cevap anahtarı yalnızca A, B, C, D, E harflerinden oluşmalıdır.');
            const n = form.getFieldValue(['sections', index, 'questionCount']) as number;
            if (key.length !== n)
              throw new Error(`Cevap anahtarı ${n} harf olmalıdır; ${key.length} harf girildi.`);
          },
        },
      ]}
    >
      <Input.TextArea
        aria-label={`${index + 1}. bölüm ${booklet} kitapçığı anahtarı`}
        autoSize
        style={{ width: 420, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
        placeholder="ABCDE... (yapıştırabilirsiniz)"
      />
    </Form.Item>
  );
};

const Sections = ({ form }: { form: FormInstance<Values> }) => {
  const bookletB = Form.useWatch('bookletB', form) as boolean | undefined;
  return (
    <Form.List name="sections">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={`${index + 1}. bölüm`}
              extra={
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="Bölümü sil"
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Space wrap align="start">
                <SectionFields name={field.name} />
              </Space>
              <Space wrap align="start">
                <KeyInput form={form} index={field.name} booklet="A" />
                {bookletB && <KeyInput form={form} index={field.name} booklet="B" />}
              </Space>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ name: '', questionCount: 20, coefficient: 1, keyA: '' })}
          >
            Bölüm Ekle
          </Button>
        </>
      )}
    </Form.List>
  );
};

const toValues = (r: ExamRecord): Values => ({
  name: r.name,
  typeKey: r.kind,
  date: dayjs(r.date),
  opticalFormId: r.opticalFormId,
  branchIds: r.branchIds,
  penalty: r.penalty,
  matching: r.matching,
  baseScore: r.baseScore,
  bookletB: r.sections.some((s) => s.keys.B !== undefined),
  sections: r.sections.map((s) => ({
    name: s.name,
    questionCount: s.questionCount,
    coefficient: s.coefficient,
    keyA: s.keys.A ?? '',
    keyB: s.keys.B,
  })),
});

const toBody = (v: Values, kind: ExamKind) => ({
  name: v.name,
  kind,
  date: v.date.format('YYYY-MM-DD'),
  opticalFormId: v.opticalFormId ?? '',
  penalty: v.penalty,
  matching: v.matching as 'None',
  baseScore: v.baseScore,
  branchIds: v.branchIds,
  // The per-question outcomes are not on this form: without them the API keeps the stored ones.
  sections: v.sections.map((s) => ({
    name: s.name.trim(),
    questionCount: s.questionCount,
    coefficient: s.coefficient,
    keys: { A: cleanKey(s.keyA), ...(v.bookletB ? { B: cleanKey(s.keyB) } : {}) },
  })),
});

/** /exam/exam/add and /exam/exam/{id}: the exam's settings, sections and keys; its cancellations when saved. */
export const ExamFormPage = () => {
  const { exam_id: id } = useParams();
  const navigate = useNavigate();
  const canManage = useCan(ACTIONS.exams.manage);
  const [form] = Form.useForm<Values>();
  const types = (useExamTypes().data ?? []) as TExamType[];
  const record = useRecord<ExamRecord>('/examapi/exams/{id}', id);
  const forms = useQuery({
    queryKey: ['/examapi/optical-forms', 'options'],
    queryFn: () => api.get('/examapi/optical-forms', { query: { _pageSize: 100 } }),
  });
  const formOptions = (
    (forms.data as { _data?: { id: string; name: string }[] } | undefined)?._data ?? []
  ).map((f) => ({ value: f.id, label: f.name }));
  const branches = useOptions<{ id: string; name: string }>('general/branch/list').data ?? [];
  const refresh = useRefresh([EXAMS]);

  useEffect(() => {
    if (record.data && types.length) form.setFieldsValue(toValues(record.data));
  }, [record.data, types, form]);
  // A new exam starts as a TYT once the kinds have loaded.
  const tyt = types.find((t) => t.kind === 'TYT');
  useEffect(() => {
    if (!id && tyt && !(form.getFieldValue('sections') as SectionV[] | undefined)?.length)
      form.setFieldsValue({ sections: tyt.sections.map((s) => ({ ...s, keyA: '', keyB: '' })) });
  }, [id, tyt, form]);

  const pickType = (key: string) => {
    const type = types.find((t) => typeKeyOf(t) === key);
    if (!type) return;
    form.setFieldsValue({
      penalty: type.penalty as 0 | 3 | 4,
      baseScore: type.baseScore,
      sections: type.sections.map((s) => ({ ...s, keyA: '', keyB: '' })),
    });
  };

  const save = useMutation({
    mutationFn: (v: Values) => {
      const kind = (types.find((t) => typeKeyOf(t) === v.typeKey)?.kind ?? 'Other') as ExamKind;
      const body = toBody(v, kind);
      return id ? api.put('/examapi/exams/{id}', { path: { id }, body }) : api.post(EXAMS, { body });
    },
    onSuccess: async () => {
      await refresh();
      navigate('/exam/exam');
    },
  });

  if (id && record.isLoading) return <Skeleton active />;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {id ? (record.data?.name ?? 'Sınav') : 'Yeni Sınav'}
      </Typography.Title>
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          disabled={!canManage}
          initialValues={{
            typeKey: 'TYT',
            date: dayjs(),
            branchIds: [],
            penalty: 4,
            matching: 'StudentNumber',
            baseScore: 100,
            bookletB: false,
            sections: [],
          }}
          onFinish={(v) => save.mutate(v)}
        >
          <Space wrap align="start">
            <Form.Item
              label="Sınav Adı"
              name="name"
              rules={[{ required: true, whitespace: true, message: 'Sınav adı giriniz.' }]}
            >
              <Input style={{ width: 320 }} autoFocus />
            </Form.Item>
            <Form.Item label="Sınav Türü" name="typeKey">
              <Select
                aria-label="Sınav Türü"
                style={{ width: 240 }}
                options={[
                  ...types.map((t) => ({ value: typeKeyOf(t), label: t.builtIn ? t.kind : t.label })),
                  { value: 'Other', label: EXAM_KIND_LABELS.Other },
                ]}
                onChange={pickType}
              />
            </Form.Item>
            <Form.Item
              label="Sınav Tarihi"
              name="date"
              rules={[{ required: true, message: 'Sınav tarihi giriniz.' }]}
            >
              <DateInput format="DD.MM.YYYY" style={{ width: 180 }} />
            </Form.Item>
          </Space>
          <Space wrap align="start">
            <Form.Item
              label="Optik Form"
              name="opticalFormId"
              rules={[{ required: true, message: 'Lütfen Optik Form Seçiniz!' }]}
            >
              <Select
                aria-label="Optik Form"
                style={{ width: 320 }}
                placeholder="Seçiniz"
                options={formOptions}
              />
            </Form.Item>
            <Form.Item label="Şubeler" name="branchIds" extra="Boş bırakılırsa bütün şubeler katılır.">
              <Select
                aria-label="Şubeler"
                mode="multiple"
                style={{ width: 320 }}
                placeholder="Bütün şubeler"
                optionFilterProp="label"
                options={recordOptions(branches)}
              />
            </Form.Item>
          </Space>
          <Space wrap align="start">
            <PenaltyItem />
            <Form.Item label="Öğrenci Eşleştirme" name="matching">
              <Select style={{ width: 240 }} options={optionsOf(MATCHINGS, MATCHING_LABELS)} />
            </Form.Item>
            <BaseScoreItem />
            <Form.Item label="B Kitapçığı" name="bookletB" valuePropName="checked">
              <Switch aria-label="B Kitapçığı" />
            </Form.Item>
          </Space>
          <Divider titlePlacement="start">Bölümler ve cevap anahtarları</Divider>
          <Sections form={form} />
          <Divider />
          <Space>
            <Button onClick={() => navigate('/exam/exam')} disabled={false}>
              Vazgeç
            </Button>
            {canManage && (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Kaydet
              </Button>
            )}
          </Space>
        </Form>
      </Card>
      {id && record.data && <Cancellations exam={record.data} canManage={canManage} />}
    </>
  );
};

type CancelValues = { section: string; question: number; rule: CancellationRule; options?: string };

/** The exam's question cancellations: each change re-scores the exam on the server. */
const Cancellations = ({ exam, canManage }: { exam: ExamRecord; canManage: boolean }) => {
  const [form] = Form.useForm<CancelValues>();
  const [pending, setPending] = useState<CancelValues | null>(null);
  const rule = Form.useWatch('rule', form);
  const refresh = useRefresh([EXAMS]);
  const add = useMutation({
    mutationFn: (v: CancelValues) =>
      api.post('/examapi/exams/{id}/cancellations', {
        path: { id: exam.id },
        body: { ...v, options: v.rule === 'OptionsCorrect' ? v.options : null },
      }),
    onSuccess: async () => {
      setPending(null);
      form.resetFields();
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (c: Cancellation) =>
      api.delete('/examapi/exams/{id}/cancellations', {
        path: { id: exam.id },
        query: { section: c.section, question: c.question },
      }),
    onSuccess: () => refresh(),
  });
  return (
    <Card title="Soru İptalleri" style={{ marginTop: 16 }}>
      <Table<Cancellation>
        size="small"
        pagination={false}
        rowKey={(c) => `${c.section}:${c.question}`}
        dataSource={exam.cancellations}
        locale={{ emptyText: 'İptal edilen soru yok.' }}
        columns={[
          { title: 'Bölüm', dataIndex: 'section' },
          { title: 'Soru', dataIndex: 'question', align: 'right' },
          { title: 'Kural', dataIndex: 'rule', render: (r: CancellationRule) => CANCELLATION_RULE_LABELS[r] },
          { title: 'Doğru Şıklar', dataIndex: 'options', render: (o?: string | null) => o ?? '' },
          {
            title: '',
            key: 'remove',
            align: 'right',
            render: (_: unknown, c) =>
              canManage && (
                <Popconfirm
                  title="İptal kaldırılsın mı? Sınav yeniden puanlanacak."
                  okText="Kaldır"
                  cancelText="Vazgeç"
                  onConfirm={() => remove.mutateAsync(c)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />}>
                    Kaldır
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      {canManage && (
        <Form<CancelValues>
          form={form}
          layout="inline"
          style={{ marginTop: 12 }}
          initialValues={{ rule: 'AllCorrect' }}
          onFinish={setPending}
        >
          <Form.Item name="section" rules={[{ required: true, message: 'Bölüm seçiniz.' }]}>
            <Select
              aria-label="İptal bölümü"
              placeholder="Bölüm"
              style={{ width: 200 }}
              options={exam.sections.map((s) => ({ value: s.name, label: s.name }))}
            />
          </Form.Item>
          <Form.Item name="question" rules={[{ required: true, message: 'Soru numarası giriniz.' }]}>
            <InputNumber aria-label="Soru numarası" placeholder="Soru" min={1} max={200} precision={0} />
          </Form.Item>
          <Form.Item name="rule">
            <Select
              aria-label="İptal kuralı"
              style={{ width: 260 }}
              options={optionsOf(CANCELLATION_RULES, CANCELLATION_RULE_LABELS)}
            />
          </Form.Item>
          {rule === 'OptionsCorrect' && (
            <Form.Item
              name="options"
              rules={[{ required: true, message: 'Doğru sayılacak şıkları giriniz (ör. AB).' }]}
            >
              <Input aria-label="Doğru şıklar" placeholder="Ör. AB" style={{ width: 100 }} />
            </Form.Item>
          )}
          <Popconfirm
            open={pending !== null}
            title="Soru iptal edilsin mi? Sınav yeniden puanlanacak."
            okText="İptal Et"
            cancelText="Vazgeç"
            okButtonProps={{ loading: add.isPending }}
            onConfirm={() => pending && add.mutate(pending)}
            onCancel={() => setPending(null)}
          >
            <Button htmlType="submit">İptal Ekle</Button>
          </Popconfirm>
        </Form>
      )}
    </Card>
  );
};
