import { VISIT_CHANNELS, visitChannelLabels } from '@panel/shared/crm/enums';
import { Button, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { DateInput } from '../../../components/date-input';
import { optionsOf } from '../../../components/enum-options';
import { recordOptions } from '../../../components/record-options';

export type CallInterviewValues = {
  channel: (typeof VISIT_CHANNELS)[number];
  stateId: string;
  note?: string;
  nextContactOn?: string | null;
};

/** The interview of one call, compact enough to fill while on the phone. */
export const CallInterviewForm = ({
  states,
  saving,
  onSave,
}: {
  states: { id: string; name: string }[];
  saving: boolean;
  onSave: (values: CallInterviewValues) => void;
}) => {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ channel: 'Phone' }}
      onFinish={(v: {
        channel: CallInterviewValues['channel'];
        stateId: string;
        note?: string;
        next?: Dayjs | null;
      }) =>
        onSave({
          channel: v.channel,
          stateId: v.stateId,
          note: v.note || undefined,
          nextContactOn: v.next ? v.next.format('YYYY-MM-DD') : null,
        })
      }
    >
      <Space wrap align="start">
        <Form.Item
          name="channel"
          label="Kanal"
          rules={[{ required: true, message: 'Görüşme kanalını seçiniz.' }]}
        >
          <Select style={{ width: 140 }} options={optionsOf(VISIT_CHANNELS, visitChannelLabels)} />
        </Form.Item>
        <Form.Item
          name="stateId"
          label="Görüşme Durumu"
          rules={[{ required: true, message: 'Görüşme durumunu seçiniz.' }]}
        >
          <Select style={{ width: 220 }} options={recordOptions(states)} />
        </Form.Item>
        <Form.Item name="next" label="Sonraki Görüşme">
          <DateInput format="DD.MM.YYYY" />
        </Form.Item>
      </Space>
      <Form.Item name="note" label="Not">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Görüşmeyi Kaydet
      </Button>
    </Form>
  );
};
