import type { ReportFieldKind, TReportTypeInfo } from '@panel/shared/reports/report-centre';
import { STUDY_STATES, studyStateLabels } from '@panel/shared/students/enums';
import { Button, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DateInput } from '../../components/date-input';
import { optionsOf } from '../../components/enum-options';
import { rules, toDay, triggerFor } from '../../components/form-rules';
import { useOptions } from '../../components/resource-api';
import { useBranchOptions, useSemesterOptions } from '../education/education-options';

/** What an optional field left empty means. */
const EVERY: Record<ReportFieldKind, string> = {
  branch: 'Tüm şubeler',
  schoolClass: 'Tüm sınıflar',
  studyState: 'Tüm durumlar',
  day: '',
};

type ClassOption = { id: string; name: string; branchId: string; semesterId: string };
type Values = Record<string, string | Dayjs | undefined>;

/** A report type's parameters as its fields describe them, then "Raporu Oluştur". */
export const ReportParamsForm = (props: {
  type: TReportTypeInfo;
  running: boolean;
  onRun: (params: Record<string, unknown>) => void;
}) => {
  const [form] = Form.useForm<Values>();
  const kinds = new Set(props.type.fields.map((f) => f.kind));
  const branches = useBranchOptions(kinds.has('branch') || kinds.has('schoolClass'));
  const semesters = useSemesterOptions(kinds.has('schoolClass'));
  const branchId = Form.useWatch('branchId', form) as string | undefined;
  const classes = useOptions<ClassOption>('education/school-class/list', undefined, kinds.has('schoolClass'));
  // A class is named with its branch and term: "9-A" alone is in every branch and year.
  const classOptions = useMemo(() => {
    const branchName = new Map(branches.map((b) => [b.value, b.label]));
    const termName = new Map(semesters.map((s) => [s.value, s.label]));
    return (classes.data ?? [])
      .filter((c) => !branchId || c.branchId === branchId)
      .map((c) => ({
        value: c.id,
        label: [c.name, branchName.get(c.branchId), termName.get(c.semesterId)].filter(Boolean).join(' · '),
      }));
  }, [classes.data, branches, semesters, branchId]);

  const submit = (values: Values) => {
    const params: Record<string, unknown> = {};
    for (const field of props.type.fields) {
      const value = values[field.name];
      const plain = field.kind === 'day' ? toDay(value as Dayjs | undefined) : value;
      if (plain) params[field.name] = plain;
    }
    props.onRun(params);
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={props.running}>
      {props.type.fields.map((field) => {
        const required = field.required
          ? [field.kind === 'day' ? rules.date(field.label) : rules.select(field.label)]
          : [];
        const placeholder = field.required ? `${field.label} seçiniz` : EVERY[field.kind];
        const select = (options: { value: string; label: string }[]) => (
          <Select
            allowClear={!field.required}
            showSearch
            optionFilterProp="label"
            aria-label={field.label}
            placeholder={placeholder}
            options={options}
          />
        );
        return (
          <Form.Item
            key={field.name}
            label={field.label}
            name={field.name}
            rules={required.flat()}
            validateTrigger={triggerFor(field.kind === 'day' ? 'date' : 'select')}
          >
            {field.kind === 'branch' ? (
              select(branches)
            ) : field.kind === 'schoolClass' ? (
              select(classOptions)
            ) : field.kind === 'studyState' ? (
              select(optionsOf(STUDY_STATES, studyStateLabels))
            ) : (
              <DateInput format="DD.MM.YYYY" aria-label={field.label} />
            )}
          </Form.Item>
        );
      })}
      <Button type="primary" htmlType="submit" loading={props.running}>
        Raporu Oluştur
      </Button>
    </Form>
  );
};
