import { DeleteOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { GRADE_LEVELS, type GradeLevel, gradeLevelLabels } from '@panel/shared/education/enums';
import {
  duplicateCodes,
  OUTCOME_CODE_MAX,
  OUTCOME_TEXT_MAX,
  type TLearningOutcomePoolInput,
} from '@panel/shared/exams/learning-outcomes';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, type FormRule, Input, Select, Skeleton, Space, Table, Typography } from 'antd';
import { Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { FilterSelect } from '../../components/filter-select';
import { FormButtons } from '../../components/form-page';
import { lazyNamed } from '../../components/lazy-named';
import { pagedTableProps } from '../../components/list-page';
import { recordOptions } from '../../components/record-options';
import { SearchInput } from '../../components/search-input';
import { rowActions } from '../../components/table-columns';
import { TitleRow } from '../../components/title-row';
import { SCROLL_TO_FIRST_ERROR, useUnsavedForm } from '../../components/unsaved-changes';
import { useListParams, useUrlFilter } from '../../components/use-list-params';
import { type PoolRow, useDeletePool, usePool, usePools, useSavePool } from './exam-outcomes.api';

// The import (its dialog, the file picker and the preview table) loads beside the pool, not before it.
const OutcomeImport = lazyNamed(() => import('./learning-outcome-import'), 'OutcomeImport');
const IMPORT_PLACEHOLDER = (
  <Button icon={<FileExcelOutlined />} disabled>
    Excel’den Kazanım Aktar
  </Button>
);

const LIST = '/admin/exam/learning-outcome-pool';
const gradeOptions = optionsOf(GRADE_LEVELS, gradeLevelLabels);

/** The majors, for the pool's select and the list's filter (admins keep both). */
const useMajorOptions = () => {
  const { data } = useQuery({
    queryKey: ['admin/major', 'options'],
    queryFn: () =>
      api.get('admin/major', { query: { _pageSize: 100 } }) as Promise<{
        _data: { id: string; name: string }[];
      }>,
  });
  return recordOptions(data?._data ?? []);
};

export const LearningOutcomePoolListPage = () => {
  const [params, setParams] = useListParams();
  const [majorId, setMajorId] = useUrlFilter<string>('majorId');
  const [gradeLevel, setGradeLevel] = useUrlFilter<GradeLevel>('gradeLevel', GRADE_LEVELS);
  const majors = useMajorOptions();
  const { data, isFetching } = usePools({ ...params, majorId, gradeLevel });
  const remove = useDeletePool();
  return (
    <>
      <TitleRow title="Kazanım Havuzu">
        <Link to={`${LIST}/add`}>
          <Button type="primary" icon={<PlusOutlined />}>
            Yeni Kazanım Havuzu
          </Button>
        </Link>
      </TitleRow>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <SearchInput
            value={params._searchTerm}
            onSearch={(term) => setParams({ _searchTerm: term })}
            placeholder="Branş, kazanım kodu veya metni ara"
          />
          <FilterSelect
            label="Branş"
            placeholder="Branş"
            options={majors}
            value={majorId}
            onChange={setMajorId}
          />
          <FilterSelect
            label="Sınıf Seviyesi"
            placeholder="Sınıf Seviyesi"
            options={gradeOptions}
            value={gradeLevel}
            onChange={setGradeLevel}
          />
        </Space>
        <Table<PoolRow>
          rowKey="id"
          size="middle"
          {...pagedTableProps({ data, isFetching }, params, setParams)}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: params._searchTerm ? 'Aramanıza uygun kayıt bulunamadı.' : 'Henüz kazanım havuzu yok.',
          }}
          columns={[
            { title: 'Branş', dataIndex: 'majorName' },
            { title: 'Sınıf Seviyesi', dataIndex: 'gradeLevelName' },
            { title: 'Kazanım Sayısı', dataIndex: 'outcomeCount', align: 'right' },
            // Only admins reach the pools, and they may change every one.
            rowActions<PoolRow>({
              canManage: true,
              editPath: (r) => `${LIST}/${r.id}`,
              onDelete: (r) => remove.mutateAsync(r.id),
            }),
          ]}
        />
      </Card>
    </>
  );
};

type FormValues = TLearningOutcomePoolInput;

/** A row's field that must be filled in and stay within the API's length, each said in the row's words. */
const filledWithin = (missing: string, max: number, tooLong: string): FormRule[] => [
  { required: true, whitespace: true, message: missing },
  { max, message: tooLong },
];
const CODE_RULES = filledWithin(
  'Kazanım kodunu giriniz.',
  OUTCOME_CODE_MAX,
  `Kazanım kodu en fazla ${OUTCOME_CODE_MAX} karakter olabilir.`,
);
const TEXT_RULES = filledWithin(
  'Kazanımı yazınız.',
  OUTCOME_TEXT_MAX,
  `Kazanım en fazla ${OUTCOME_TEXT_MAX} karakter olabilir.`,
);

/**
 * The pool and its outcome rows. Keyboard: Enter in a row's text adds a row below and moves
 * there; Ctrl+Backspace in an empty row removes it and goes back up.
 */
export const LearningOutcomePoolFormPage = () => {
  const { learning_outcome_pool_id: id } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const pool = usePool(id);
  const save = useSavePool();
  const majors = useMajorOptions();
  const { guard, touched, saved } = useUnsavedForm();
  const rows = useRef<Map<number, HTMLInputElement | null>>(new Map());
  const focusRow = (index: number) => setTimeout(() => rows.current.get(index)?.focus(), 0);

  useEffect(() => {
    if (pool.data)
      form.setFieldsValue({
        majorId: pool.data.majorId,
        gradeLevel: pool.data.gradeLevel,
        outcomes: pool.data.outcomes,
      });
  }, [pool.data, form]);

  const onFinish = (values: FormValues) =>
    save.mutate(
      { id, values: { ...values, outcomes: values.outcomes ?? [] } },
      {
        onSuccess: (result) => {
          saved();
          navigate(id ? LIST : `${LIST}/${result.id}`);
        },
      },
    );

  const uniqueCode = (index: number) => ({
    validator: async () => {
      const outcomes = (form.getFieldValue('outcomes') ?? []) as { code: string }[];
      const twin = duplicateCodes(outcomes).find((d) => d.index === index);
      if (twin) throw new Error(`Bu kod ${twin.first + 1}. satırda da var.`);
    },
  });

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {id ? 'Kazanım Havuzunu Düzenle' : 'Yeni Kazanım Havuzu'}
      </Typography.Title>
      {guard}
      <Card style={{ maxWidth: 1100 }}>
        {id && pool.isLoading ? (
          <Skeleton active />
        ) : (
          <Form<FormValues>
            form={form}
            layout="vertical"
            onFinish={onFinish}
            initialValues={{ outcomes: [{ code: '', text: '' }] }}
            disabled={save.isPending}
            scrollToFirstError={SCROLL_TO_FIRST_ERROR}
            onValuesChange={touched}
          >
            <Space wrap align="start">
              <Form.Item
                label="Branş"
                name="majorId"
                rules={[{ required: true, message: 'Lütfen Branş Seçiniz!' }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={majors}
                  style={{ width: 260 }}
                  autoFocus
                />
              </Form.Item>
              <Form.Item
                label="Sınıf Seviyesi"
                name="gradeLevel"
                rules={[{ required: true, message: 'Lütfen Sınıf Seviyesi Seçiniz!' }]}
              >
                <Select options={gradeOptions} style={{ width: 200 }} />
              </Form.Item>
            </Space>
            <Space style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                Kazanımlar
              </Typography.Title>
              {id && (
                <Suspense fallback={IMPORT_PLACEHOLDER}>
                  <OutcomeImport
                    poolId={id}
                    onImported={() => {
                      saved();
                      void pool.refetch();
                    }}
                  />
                </Suspense>
              )}
            </Space>
            {!id && (
              <Typography.Paragraph type="secondary">
                Excel’den aktarım havuz kaydedildikten sonra açılır.
              </Typography.Paragraph>
            )}
            <Form.List name="outcomes">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <Space
                      key={field.key}
                      align="start"
                      style={{ display: 'flex' }}
                      data-testid="outcome-row"
                    >
                      <Typography.Text
                        type="secondary"
                        style={{ display: 'inline-block', width: 32, paddingTop: 5 }}
                      >
                        {index + 1}.
                      </Typography.Text>
                      <Form.Item name={[field.name, 'id']} hidden>
                        <Input />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'code']}
                        validateTrigger="onBlur"
                        rules={[...CODE_RULES, uniqueCode(index)]}
                      >
                        <Input
                          placeholder="M.8.1.1.1"
                          aria-label={`${index + 1}. kazanım kodu`}
                          style={{ width: 170 }}
                          ref={(el) => {
                            rows.current.set(index, el?.input ?? null);
                          }}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'text']}
                        validateTrigger="onBlur"
                        rules={TEXT_RULES}
                        style={{ width: 680 }}
                      >
                        <Input
                          placeholder="Kazanım"
                          aria-label={`${index + 1}. kazanım`}
                          onPressEnter={(e) => {
                            e.preventDefault();
                            add({ code: '', text: '' }, index + 1);
                            focusRow(index + 1);
                          }}
                          onKeyDown={(e) => {
                            const row = form.getFieldValue(['outcomes', field.name]) as {
                              code?: string;
                              text?: string;
                            };
                            if (e.key === 'Backspace' && e.ctrlKey && !row?.code && !row?.text) {
                              e.preventDefault();
                              remove(field.name);
                              focusRow(Math.max(0, index - 1));
                            }
                          }}
                        />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={`${index + 1}. kazanımı sil`}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => {
                      add({ code: '', text: '' });
                      focusRow(fields.length);
                    }}
                    style={{ marginBottom: 16 }}
                  >
                    Kazanım Ekle
                  </Button>
                  <Typography.Paragraph type="secondary">
                    Kazanım metninde Enter yeni satır açar; boş satırda Ctrl+Backspace satırı siler.
                  </Typography.Paragraph>
                </>
              )}
            </Form.List>
            <FormButtons saving={save.isPending} backTo={LIST} />
          </Form>
        )}
      </Card>
    </>
  );
};
