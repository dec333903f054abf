import { TRANSFER_KINDS, type TransferKind, transferKindLabels } from '@panel/shared/students/enums';
import { Form, Input, Modal, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { DateInput } from '../../components/date-input';
import { optionsOf } from '../../components/enum-options';
import { rules } from '../../components/form-rules';
import { useBranchOptions } from '../education/education-options';
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
    <Modal
      open
      title="Yeni Nakil"
      okText="Kaydet"
      cancelText="Vazgeç"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onDone}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          save.mutate({ ...v, date: v.date.format('YYYY-MM-DD'), toBranchId: moves ? v.toBranchId : null })
        }
      >
        <Form.Item label="Öğrenci" name="studentId" rules={rules.select('Öğrenci')}>
          <StudentPicker />
        </Form.Item>
        <Form.Item label="Nakil Türü" name="kind" rules={rules.select('Nakil Türü')}>
          <Select options={optionsOf(TRANSFER_KINDS, transferKindLabels)} />
        </Form.Item>
        {moves && (
          <Form.Item label="Hedef Şube" name="toBranchId" rules={rules.select('Hedef Şube')}>
            <Select options={branches} showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        <Form.Item label="Nakil Tarihi" name="date" rules={rules.date('Nakil')}>
          <DateInput format="DD.MM.YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label="Açıklama"
          name="note"
          rules={rules.optional((v) =>
            String(v).length > 200 ? 'Lütfen Daha Kısa Açıklama Giriniz!' : null,
          )}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        {kind === 'Outgoing' && (
          <Typography.Text type="warning">
            Giden nakilde öğrencinin kaydı kapanır (durumu İptal olur).
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
};
