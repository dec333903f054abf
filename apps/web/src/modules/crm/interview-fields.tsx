import { VISIT_CHANNELS, visitChannelLabels } from '@panel/shared/crm/enums';
import { Form, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { DateInput } from '../../components/date-input';
import { optionsOf } from '../../components/enum-options';
import { SelectItem } from '../../components/form-items';
import { toDay } from '../../components/form-rules';
import { useOptions } from '../../components/resource-api';
import { INTERVIEW_STATES, type InterviewState } from './crm.api';
import { NoteItem } from './note-item';

/** The interview form's values; `toInterviewBody` turns them into the API's body for a customer. */
export type InterviewValues = {
  channel: (typeof VISIT_CHANNELS)[number];
  stateId: string;
  note?: string;
  nextContactOn?: Dayjs | null;
};

export const toInterviewBody = (customerId: string, v: InterviewValues, callListEntryId?: string) => ({
  customerId,
  channel: v.channel,
  stateId: v.stateId,
  note: v.note || undefined,
  nextContactOn: toDay(v.nextContactOn),
  callListEntryId: callListEntryId ?? null,
});

export const INTERVIEW_INITIAL: Partial<InterviewValues> = { channel: 'Phone' };

/**
 * An interview's fields (channel, state, note, next contact), inside the caller's Form: the
 * customer card and the call list's "call, record, next" screen both record through them.
 * Only active states are offered; a closing state says so beside its name.
 */
export const InterviewFields = () => {
  const states = (useOptions<InterviewState>(INTERVIEW_STATES).data ?? []).filter((s) => s.active);
  return (
    <>
      <SelectItem label="Görüşme Kanalı" name="channel">
        <Radio.Group options={optionsOf(VISIT_CHANNELS, visitChannelLabels)} optionType="button" />
      </SelectItem>
      <SelectItem label="Görüşme Durumu" name="stateId">
        <Select
          placeholder="Seçiniz"
          options={states.map((s) => ({
            value: s.id,
            label:
              s.closing === 'None'
                ? s.name
                : `${s.name} (${s.closing === 'Won' ? 'kazanıldı' : 'kaybedildi'})`,
          }))}
        />
      </SelectItem>
      <Form.Item label="Sonraki Görüşme Tarihi" name="nextContactOn">
        <DateInput format="DD.MM.YYYY" style={{ width: 200 }} />
      </Form.Item>
      <NoteItem />
    </>
  );
};
