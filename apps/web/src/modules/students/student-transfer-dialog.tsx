import { TRANSFER_KINDS, type TransferKind, transferKindLabels } from '@panel/shared/students/enums';
import { Form, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { DateInput } from '../../components/date-input';
import { optionsOf } from '../../components/enum-options';
import { FormDialog } from '../../components/form-dialog';
import { DateItem, SelectItem } from '../../components/form-items';
import { useBranchOptions } from '../education/education-options';
import { StudentNoteItem } from './student-note-item';
import { StudentPicker, TRANSFERS, useBulk } from './student-operations';

/** The new transfer dialog of /education/student/transfer: loaded when first opened. */

type TransferValues = {
  studentId: string;
  kind: TransferKind;
  toBranchId?: string;
  date: Dayjs;
  note?: string;
};

export const TransferForm = ({ onDone }: { onDone: () => void }) => {
  const [form] = Form.useForm<TransferValues>();
  const kind = Form.useWatch('kind', form);
  const branches = useBranchOptions();
  const save = useBulk(TRANSFERS, onDone);
  const moves = kind === 'Relocate' || kind === 'Handover';
  return (
    <FormDialog
      title="Yeni Nakil"
      form={form}
      onFinish={(v) =>
        save.mutate({ ...v, date: v.date.format('YYYY-MM-DD'), toBranchId: moves ? v.toBranchId : null })
      }
      onClose={onDone}
      saving={save.isPending}
    >
      <SelectItem label="Öğrenci" name="studentId">
        <StudentPicker />
      </SelectItem>
      <SelectItem label="Nakil Türü" name="kind">
        <Select options={optionsOf(TRANSFER_KINDS, transferKindLabels)} />
      </SelectItem>
      {moves && (
        <SelectItem label="Hedef Şube" name="toBranchId">
          <Select options={branches} showSearch optionFilterProp="label" />
        </SelectItem>
      )}
      <DateItem label="Nakil Tarihi" name="date" ruleLabel="Nakil">
        <DateInput format="DD.MM.YYYY" style={{ width: '100%' }} />
      </DateItem>
      <StudentNoteItem />
      {kind === 'Outgoing' && (
        <Typography.Text type="warning">
          Giden nakilde öğrencinin kaydı kapanır (durumu İptal olur).
        </Typography.Text>
      )}
    </FormDialog>
  );
};
