import type { Paged } from '@panel/shared/common/pagination';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_TARGETS,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementAudience,
  type AnnouncementTarget,
  announcementTargetLabels,
  audienceLabels,
  messageLevelLabels,
  STAFF_MESSAGE_LEVELS,
  type TAnnouncementEdit,
} from '@panel/shared/communications/announcements';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../../app/http';
import { DateItem, SelectItem, TextItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { triggerFor } from '../../../components/form-rules';
import { recordOptions } from '../../../components/record-options';
import { useOptions, useRecord } from '../../../components/resource-api';
import { SearchSelect } from '../../../components/search-select';
import { type Option, useBranchOptions } from '../../education/education-options';
import { AnnouncementBodyEditor } from './announcement-body-editor';
import { ANNOUNCEMENT_LIST_PATH } from './announcement-list-page';

type Level = (typeof STAFF_MESSAGE_LEVELS)[number];

type Values = {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  level: Level;
  targetKind: AnnouncementTarget;
  targetIds: string[];
  publishOn: Dayjs;
  endsOn: Dayjs | null;
};

type Editable = TAnnouncementEdit;

type ClassOption = { id: string; name: string; branchId: string };
type StudentRow = { id: string; studentNo: number; firstName: string; lastName: string; branchName: string };

const optionsOf = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((k) => ({ value: k, label: labels[k] }));

/** Students found by name, number or citizen id (from two characters), several at once. */
const StudentsPicker = (props: {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  known: Option[];
}) => {
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<Option[]>([]);
  const found =
    useQuery({
      queryKey: ['education/student', 'announcement-pick', term],
      queryFn: () =>
        api.get('education/student', { query: { _searchTerm: term, _pageSize: 20 } }) as Promise<
          Paged<StudentRow>
        >,
      enabled: term.length >= 2,
    }).data?._data ?? [];
  const options = useMemo(() => {
    const all = new Map<string, Option>();
    for (const o of [...props.known, ...picked]) all.set(o.value, o);
    for (const s of found)
      all.set(s.id, {
        value: s.id,
        label: `${s.studentNo} - ${s.firstName} ${s.lastName} (${s.branchName})`,
      });
    return [...all.values()];
  }, [props.known, picked, found]);
  return (
    <Select
      id={props.id}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setTerm}
      value={props.value}
      onChange={(ids: string[]) => {
        setPicked(options.filter((o) => ids.includes(o.value)));
        props.onChange?.(ids);
      }}
      placeholder="Ad, numara veya T.C. kimlik no yazınız"
      notFoundContent={term.length < 2 ? 'En az 2 karakter yazınız' : 'Öğrenci bulunamadı'}
      options={options}
    />
  );
};

/** Writes or edits an announcement: what it says, to whom, and from which day to which. */
export const AnnouncementFormPage = () => {
  const { announcement_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const targetKind = Form.useWatch('targetKind', form);
  const branches = useBranchOptions();
  const record = useRecord<Editable>('announcement/edit/{id}', id);
  const classes = useOptions<ClassOption>('education/school-class/list', undefined, targetKind === 'Class');
  const classOptions = useMemo(() => {
    const branchName = new Map(branches.map((b) => [b.value, b.label]));
    return (classes.data ?? []).map((c) => ({
      value: c.id,
      label: branches.length > 1 ? `${c.name} (${branchName.get(c.branchId) ?? ''})` : c.name,
    }));
  }, [classes.data, branches]);
  const known = useMemo(() => recordOptions(record.data?.targets ?? []), [record.data]);
  const withKnown = (options: Option[]) => [
    ...options,
    ...known.filter((k) => !options.some((o) => o.value === k.value)),
  ];

  return (
    <FormPage<Values, Editable>
      title={id ? 'Duyuruyu Düzenle' : 'Yeni Duyuru'}
      endpoint="announcement"
      record="announcement/edit/{id}"
      id={id}
      form={form}
      affects={['announcement/manageable']}
      initialValues={{
        audience: 'Parent',
        level: 'Info',
        targetKind: 'Class',
        targetIds: [],
        publishOn: dayjs(),
        endsOn: null,
      }}
      toValues={(r) => ({
        ...r,
        publishOn: dayjs(r.publishOn),
        endsOn: r.endsOn ? dayjs(r.endsOn) : null,
      })}
      toBody={(v) => ({
        ...v,
        targetIds: v.targetKind === 'Business' ? [] : v.targetIds,
        publishOn: v.publishOn.format('YYYY-MM-DD'),
        endsOn: v.endsOn ? v.endsOn.format('YYYY-MM-DD') : null,
      })}
      backTo={ANNOUNCEMENT_LIST_PATH}
    >
      <TextItem label="Başlık" name="title" max={ANNOUNCEMENT_TITLE_MAX}>
        <Input />
      </TextItem>
      <TextItem label="İçerik" name="body" max={ANNOUNCEMENT_BODY_MAX}>
        <AnnouncementBodyEditor />
      </TextItem>
      <SelectItem label="Hedef Kitle" name="audience">
        <Radio.Group options={optionsOf(ANNOUNCEMENT_AUDIENCES, audienceLabels)} optionType="button" />
      </SelectItem>
      <SelectItem label="Önem Düzeyi" name="level">
        <Radio.Group options={optionsOf(STAFF_MESSAGE_LEVELS, messageLevelLabels)} optionType="button" />
      </SelectItem>
      <SelectItem label="Hedef" name="targetKind">
        <Radio.Group
          options={optionsOf(ANNOUNCEMENT_TARGETS, announcementTargetLabels)}
          optionType="button"
          onChange={() => form.setFieldValue('targetIds', [])}
        />
      </SelectItem>
      {targetKind && targetKind !== 'Business' && (
        <Form.Item
          label={announcementTargetLabels[targetKind]}
          name="targetIds"
          rules={[{ required: true, type: 'array', min: 1, message: ANNOUNCEMENT_MESSAGES.targetRequired }]}
          validateTrigger={triggerFor('select')}
        >
          {targetKind === 'Student' ? (
            <StudentsPicker known={known} />
          ) : (
            <SearchSelect
              mode="multiple"
              options={targetKind === 'Branch' ? withKnown(branches) : withKnown(classOptions)}
            />
          )}
        </Form.Item>
      )}
      <DateItem label="Yayın Tarihi" name="publishOn" ruleLabel="Yayın">
        <DatePicker format="DD.MM.YYYY" style={{ width: 200 }} />
      </DateItem>
      <Form.Item
        label="Bitiş Tarihi"
        name="endsOn"
        dependencies={['publishOn']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: Dayjs | null) => {
              const publishOn = getFieldValue('publishOn') as Dayjs | undefined;
              if (value && publishOn && value.isBefore(publishOn, 'day'))
                throw new Error(ANNOUNCEMENT_MESSAGES.endBeforePublish);
            },
          }),
        ]}
      >
        <DatePicker format="DD.MM.YYYY" style={{ width: 200 }} />
      </Form.Item>
    </FormPage>
  );
};
