import { fullName } from '@panel/shared/common/person';
import type { EmploymentState } from '@panel/shared/personnel/enums';
import { Alert, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DateItem } from '../../components/form-items';
import { toDay } from '../../components/form-rules';
import { type Personnel, useCardWrite } from './personnel.api';
import { actionLabel } from './personnel-employment-actions';

type Change = { employmentState: EmploymentState; date: string };

/** The day of a hire, dismissal or rehire (personnel-employment-actions.tsx opens it). */
export const EmploymentDialog = ({
  person,
  target,
  onClose,
}: {
  person: Personnel;
  target: EmploymentState | null;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<{ date: Dayjs }>();
  const change = useCardWrite<Change>('personnel/{id}/employment', person.id);
  const from = person.employmentState;
  const dismissing = target === 'Dismissed';
  const dateLabel = dismissing ? 'İşten Ayrılış' : 'İşe Başlama';
  const startedOn = person.employmentStartDate ? dayjs(person.employmentStartDate) : null;
  const submit = ({ date }: { date: Dayjs }) => {
    if (!target) return;
    change.mutate({ employmentState: target, date: toDay(date) ?? '' }, { onSuccess: onClose });
  };

  return (
    <Modal
      open={target !== null}
      title={target && `${fullName(person)}: ${actionLabel(from, target)}`}
      okText={target ? actionLabel(from, target) : 'Kaydet'}
      cancelText="Vazgeç"
      okButtonProps={{ danger: dismissing }}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {dismissing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${fullName(person)} işten çıkarılacak${
            person.isTeacher ? ' ve sınıf ve ders programı seçimlerinde artık listelenmeyecek' : ''
          }. Onaylıyor musunuz?`}
        />
      )}
      <Form<{ date: Dayjs }> form={form} layout="vertical" onFinish={submit} preserve={false}>
        <DateItem label={dateLabel} name="date">
          <DatePicker
            format="DD.MM.YYYY"
            style={{ width: '100%' }}
            // The server refuses a dismissal dated before the start.
            disabledDate={(d) => dismissing && !!startedOn && d.isBefore(startedOn, 'day')}
          />
        </DateItem>
      </Form>
    </Modal>
  );
};
