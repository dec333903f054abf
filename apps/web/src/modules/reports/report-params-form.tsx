import type { ReportFieldKind, TReportTypeInfo } from '@panel/shared/reports/report-centre';
import { Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { DateInput } from '../../components/date-input';
import { rules, toDay, triggerFor } from '../../components/form-rules';
import { SearchSelect } from '../../components/search-select';
import { useFieldOptions } from './report-field-options';

/** What an optional field left empty means. */
const EVERY: Record<ReportFieldKind, string> = {
  branch: 'Tüm şubeler',
  schoolClass: 'Tüm sınıflar',
  studyState: 'Tüm durumlar',
  semester: 'Tüm dönemler',
  teacher: 'Tüm öğretmenler',
  exam: 'Tüm sınavlar',
  assessmentAssignment: 'Tüm gönderimler',
  choice: 'Tümü',
  day: '',
};

type Values = Record<string, string | Dayjs | undefined>;

/** A report type's parameters as its fields describe them, then "Raporu Oluştur". */
export const ReportParamsForm = (props: {
  type: TReportTypeInfo;
  running: boolean;
  onRun: (params: Record<string, unknown>) => void;
}) => {
  const [form] = Form.useForm<Values>();
  const branchId = Form.useWatch('branchId', form) as string | undefined;
  const optionsOf = useFieldOptions(props.type, branchId);

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
        return (
          <Form.Item
            key={field.name}
            label={field.label}
            name={field.name}
            rules={required.flat()}
            validateTrigger={triggerFor(field.kind === 'day' ? 'date' : 'select')}
          >
            {field.kind === 'day' ? (
              <DateInput format="DD.MM.YYYY" aria-label={field.label} />
            ) : (
              <SearchSelect
                allowClear={!field.required}
                aria-label={field.label}
                placeholder={placeholder}
                options={field.kind === 'choice' ? [...(field.options ?? [])] : optionsOf(field.kind)}
              />
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
