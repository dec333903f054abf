import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  ASSESSMENT_SORTS,
  type TAssessmentRecord,
  type TAssessmentRow,
} from '@panel/shared/assessments/contracts';
import {
  type AssessmentDefinition,
  DISPLAY_MODE_LABELS,
  DISPLAY_MODES,
  LIKERT_FIVE_LABELS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  type QuestionKind,
  SCORE_METHOD_LABELS,
  SCORE_METHODS,
  type ScoreMethod,
} from '@panel/shared/assessments/scoring';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  Button,
  Card,
  Divider,
  Form,
  type FormInstance,
  type FormListFieldData,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { TextItem } from '../../components/form-items';
import { FormPage } from '../../components/form-page';
import { ListPage } from '../../components/list-page';
import { useDelete, useOptions } from '../../components/resource-api';
import { sortable } from '../../components/sortable-column';
import { rowActions } from '../../components/table-columns';
import { QuestionImport } from './question-import';

const ASSESSMENT = 'education/assessment';

type AssessmentRow = TAssessmentRow;
type AssessmentRecord = TAssessmentRecord;

const newKey = () => crypto.randomUUID().slice(0, 8);

/**
 * A Form.List edited in place (a dimension's bands, a question's options): each row's fields
 * with a remove button level with them, and an add button under the rows.
 */
const EditableRows = ({
  name,
  removeLabel,
  addLabel,
  newRow,
  children,
}: {
  name: ComponentProps<typeof Form.List>['name'];
  removeLabel: string;
  addLabel: string;
  newRow: () => object;
  children: (row: FormListFieldData) => ReactNode;
}) => (
  <Form.List name={name}>
    {(rows, ops) => (
      <>
        {rows.map((row) => (
          <Space key={row.key} wrap align="start" style={{ display: 'flex' }}>
            {children(row)}
            <Button
              style={{ marginTop: 30 }}
              icon={<DeleteOutlined />}
              aria-label={removeLabel}
              onClick={() => ops.remove(row.name)}
            />
          </Space>
        ))}
        <Button size="small" icon={<PlusOutlined />} onClick={() => ops.add(newRow())}>
          {addLabel}
        </Button>
      </>
    )}
  </Form.List>
);

export const AssessmentListPage = () => {
  const remove = useDelete(ASSESSMENT);
  const canManage = useCan(ACTIONS.assessments.manage);
  return (
    <ListPage<AssessmentRow>
      title="Envanterler"
      endpoint={ASSESSMENT}
      searchPlaceholder="Envanter adı ara"
      emptyText="Henüz envanter yok."
      addPath={canManage ? '/education/assessment/add' : undefined}
      addLabel="Yeni Envanter"
      columns={[
        { title: 'Envanter', dataIndex: 'name', ...sortable(ASSESSMENT_SORTS, 'name') },
        { title: 'Boyut', dataIndex: 'dimensionCount', align: 'right' },
        { title: 'Soru', dataIndex: 'questionCount', align: 'right' },
        {
          title: 'Kapsam',
          dataIndex: 'branchId',
          render: (v: string | null) => (v ? 'Şube' : 'Kurum geneli'),
        },
        rowActions({
          canManage,
          editPath: (r) => `/education/assessment/${r.id}`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

type BandV = { label: string; min: number | null; max: number | null; interpretation: string };
type DimensionV = { key: string; name: string; method: ScoreMethod; bands: BandV[] };
type OptionV = { key: string; label: string; points: Record<string, number | null> };
type QuestionV = { key: string; text: string; kind: QuestionKind; required: boolean; options: OptionV[] };
type Values = {
  name: string;
  description: string | null;
  displayMode: string;
  dimensions: DimensionV[];
  questions: QuestionV[];
};

const toQuestionValues = (q: AssessmentDefinition['questions'][number], fresh = false): QuestionV => ({
  key: fresh ? newKey() : q.key,
  text: q.text,
  kind: q.kind,
  required: q.required,
  options: q.options.map((o) => ({
    key: fresh ? newKey() : o.key,
    label: o.label,
    points: Object.fromEntries(o.points.map((p) => [p.dimensionKey, p.points])),
  })),
});

const toValues = (r: AssessmentRecord): Values => ({
  name: r.name,
  description: r.description,
  displayMode: r.displayMode,
  dimensions: r.definition.dimensions.map((d) => ({
    ...d,
    bands: d.bands.map((b) => ({ ...b })),
  })),
  questions: r.definition.questions.map((q) => toQuestionValues(q)),
});

const toBody = (v: Values) => ({
  name: v.name,
  description: v.description || null,
  displayMode: v.displayMode,
  branchId: null,
  definition: {
    dimensions: (v.dimensions ?? []).map((d) => ({
      key: d.key,
      name: d.name,
      method: d.method,
      bands: (d.bands ?? []).map((b) => ({
        label: b.label,
        min: b.min ?? 0,
        max: b.max ?? 0,
        interpretation: b.interpretation ?? '',
      })),
    })),
    questions: (v.questions ?? []).map((q) => ({
      key: q.key,
      text: q.text,
      kind: q.kind,
      required: q.required,
      options:
        q.kind === 'Text'
          ? []
          : (q.options ?? []).map((o) => ({
              key: o.key,
              label: o.label,
              points: Object.entries(o.points ?? {})
                .filter(
                  ([key, p]) => p !== null && p !== undefined && v.dimensions.some((d) => d.key === key),
                )
                .map(([dimensionKey, points]) => ({ dimensionKey, points: Number(points) })),
            })),
    })),
  },
});

/**
 * The stable key of a dimension, question or option: a field of its own, since the form hands
 * over only the values of its fields and the points refer to dimensions by key.
 */
const KeyField = ({ name }: { name: (string | number)[] }) => (
  <Form.Item name={name} hidden>
    <Input />
  </Form.Item>
);

const Dimensions = () => (
  <Form.List name="dimensions">
    {(fields, { add, remove }) => (
      <>
        {fields.map((field) => (
          <Card
            key={field.key}
            size="small"
            style={{ marginBottom: 12 }}
            title={`Boyut ${field.name + 1}`}
            extra={
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
                aria-label="Boyutu sil"
              />
            }
          >
            <KeyField name={[field.name, 'key']} />
            <Space wrap align="start">
              <TextItem label="Boyut Adı" name={[field.name, 'name']} max={80}>
                <Input placeholder="Örn. Görsel" />
              </TextItem>
              <Form.Item label="Hesaplama" name={[field.name, 'method']}>
                <Select style={{ width: 140 }} options={optionsOf(SCORE_METHODS, SCORE_METHOD_LABELS)} />
              </Form.Item>
            </Space>
            <EditableRows
              name={[field.name, 'bands']}
              removeLabel="Düzeyi sil"
              addLabel="Düzey Ekle"
              newRow={() => ({ label: '', min: null, max: null, interpretation: '' })}
            >
              {(band) => (
                <>
                  <TextItem label="Düzey" name={[band.name, 'label']} max={60}>
                    <Input style={{ width: 130 }} placeholder="Örn. Yüksek" />
                  </TextItem>
                  <Form.Item label="En az" name={[band.name, 'min']}>
                    <InputNumber style={{ width: 90 }} step={0.01} decimalSeparator="," />
                  </Form.Item>
                  <Form.Item label="En çok" name={[band.name, 'max']}>
                    <InputNumber style={{ width: 90 }} step={0.01} decimalSeparator="," />
                  </Form.Item>
                  <Form.Item label="Yorum" name={[band.name, 'interpretation']}>
                    <Input.TextArea style={{ width: 300 }} autoSize placeholder="Aileye verilecek yorum" />
                  </Form.Item>
                </>
              )}
            </EditableRows>
          </Card>
        ))}
        <Button
          icon={<PlusOutlined />}
          onClick={() => add({ key: newKey(), name: '', method: 'Sum', bands: [] })}
        >
          Boyut Ekle
        </Button>
      </>
    )}
  </Form.List>
);

const Questions = ({ form }: { form: FormInstance<Values> }) => {
  const dimensions = (Form.useWatch('dimensions', form) ?? []) as DimensionV[];
  const questions = (Form.useWatch('questions', form) ?? []) as QuestionV[];
  /** Five agree-disagree options scoring one dimension 1 to 5: the usual Likert item in one click. */
  const fillLikert = (index: number, dimensionKey: string) =>
    form.setFieldValue(
      ['questions', index, 'options'],
      LIKERT_FIVE_LABELS.map((label, i) => ({ key: newKey(), label, points: { [dimensionKey]: i + 1 } })),
    );
  return (
    <Form.List name="questions">
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field, index) => {
            const kind = questions[index]?.kind;
            return (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={`${index + 1}. soru`}
                extra={
                  <Space>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label="Yukarı taşı"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label="Aşağı taşı"
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      size="small"
                      icon={<CopyOutlined />}
                      aria-label="Soruyu çoğalt"
                      onClick={() =>
                        add(
                          toQuestionValues(form.getFieldValue(['questions', index]) as never, true),
                          index + 1,
                        )
                      }
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label="Soruyu sil"
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                }
              >
                <KeyField name={[field.name, 'key']} />
                <TextItem label="Soru" name={[field.name, 'text']} max={500}>
                  <Input.TextArea autoSize />
                </TextItem>
                <Space wrap>
                  <Form.Item label="Soru Tipi" name={[field.name, 'kind']}>
                    <Select
                      style={{ width: 170 }}
                      options={optionsOf(QUESTION_KINDS, QUESTION_KIND_LABELS)}
                    />
                  </Form.Item>
                  <Form.Item label="Zorunlu" name={[field.name, 'required']} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  {kind === 'Likert' &&
                    dimensions.map((d) => (
                      <Button key={d.key} onClick={() => fillLikert(index, d.key)}>
                        5'li ölçek: {d.name || 'Boyut'}
                      </Button>
                    ))}
                </Space>
                {kind !== 'Text' && (
                  <EditableRows
                    name={[field.name, 'options']}
                    removeLabel="Seçeneği sil"
                    addLabel="Seçenek Ekle"
                    newRow={() => ({ key: newKey(), label: '', points: {} })}
                  >
                    {(opt) => (
                      <>
                        <KeyField name={[opt.name, 'key']} />
                        <TextItem label="Seçenek" name={[opt.name, 'label']} max={200}>
                          <Input style={{ width: 200 }} />
                        </TextItem>
                        {dimensions.map((d) => (
                          <Form.Item
                            key={d.key}
                            label={`${d.name || 'Boyut'} puanı`}
                            name={[opt.name, 'points', d.key]}
                          >
                            <InputNumber style={{ width: 100 }} precision={0} />
                          </Form.Item>
                        ))}
                      </>
                    )}
                  </EditableRows>
                )}
              </Card>
            );
          })}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ key: newKey(), text: '', kind: 'Likert', required: true, options: [] })}
          >
            Soru Ekle
          </Button>
        </>
      )}
    </Form.List>
  );
};

/** Copies another inventory's questions, and the dimensions they score, to the end of this one. */
const CopyQuestions = ({ form, selfId }: { form: FormInstance<Values>; selfId?: string }) => {
  const list = useOptions<{ id: string; name: string }>('education/assessment/list').data ?? [];
  const copyFrom = async (id: string) => {
    const source = await api.get('education/assessment/{id}', { path: { id } });
    const dims = (form.getFieldValue('dimensions') ?? []) as DimensionV[];
    const added = source.definition.dimensions.filter((d) => !dims.some((x) => x.key === d.key));
    form.setFieldValue('dimensions', [
      ...dims,
      ...added.map((d) => ({ ...d, bands: d.bands.map((b) => ({ ...b })) })),
    ]);
    const questions = (form.getFieldValue('questions') ?? []) as QuestionV[];
    form.setFieldValue('questions', [
      ...questions,
      ...source.definition.questions.map((q) => ({ ...toQuestionValues(q), key: newKey() })),
    ]);
  };
  return (
    <Select
      aria-label="Başka envanterden soru kopyala"
      placeholder="Başka envanterden soru kopyala"
      style={{ width: 320 }}
      value={null}
      options={list.filter((a) => a.id !== selfId).map((a) => ({ value: a.id, label: a.name }))}
      onChange={(id: string) => void copyFrom(id)}
    />
  );
};

/**
 * The questions an import just added to the saved inventory, put after the ones on the screen:
 * edits not saved yet stay, and saving the screen keeps the imported questions too.
 */
const appendImported = async (form: FormInstance<Values>, id: string, count: number) => {
  if (count === 0) return;
  const saved = await api.get('education/assessment/{id}', { path: { id } });
  const questions = (form.getFieldValue('questions') ?? []) as QuestionV[];
  form.setFieldValue('questions', [
    ...questions,
    ...saved.definition.questions.slice(-count).map((q) => toQuestionValues(q)),
  ]);
};

export const AssessmentFormPage = () => {
  const { assessment_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  return (
    <FormPage<Values, AssessmentRecord>
      title={id ? 'Envanteri Düzenle' : 'Yeni Envanter'}
      endpoint={ASSESSMENT}
      record={`${ASSESSMENT}/{id}`}
      id={id}
      form={form}
      initialValues={{ displayMode: 'OnePerScreen', dimensions: [], questions: [] }}
      toValues={toValues}
      toBody={toBody}
      backTo="/education/assessment"
      affects={['education/assessment/list']}
    >
      <TextItem label="Envanter Adı" name="name" max={120}>
        <Input autoFocus />
      </TextItem>
      <Form.Item label="Açıklama" name="description">
        <Input.TextArea autoSize placeholder="Formun başında öğrenciye gösterilir" />
      </Form.Item>
      <Form.Item label="Görünüm" name="displayMode">
        <Select style={{ width: 260 }} options={optionsOf(DISPLAY_MODES, DISPLAY_MODE_LABELS)} />
      </Form.Item>
      <Divider titlePlacement="start">Boyutlar ve düzeyler</Divider>
      <Typography.Paragraph type="secondary">
        Her boyutun puanı seçilen seçeneklerin puanlarının toplamı veya ortalamasıdır; düzeyler alt ve üst
        sınırı dahil aralıklardır.
      </Typography.Paragraph>
      <Dimensions />
      <Divider titlePlacement="start">Sorular</Divider>
      <Space wrap style={{ marginBottom: 12 }}>
        <CopyQuestions form={form} selfId={id} />
        {id && <QuestionImport id={id} onImported={(count) => void appendImported(form, id, count)} />}
      </Space>
      <Questions form={form} />
      <Divider />
    </FormPage>
  );
};
