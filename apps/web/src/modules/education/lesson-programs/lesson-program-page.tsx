import { CloseOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import type { TLessonProgramEntry } from '@panel/shared/education/contracts';
import { type Weekday, weekdayLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { MESSAGES } from '@panel/shared/validation/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { BodyOf } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { SelectItem } from '../../../components/form-items';
import { recordOptions } from '../../../components/record-options';
import { TitleRow } from '../../../components/title-row';
import { ClassPicker, useClassChoice } from '../class-picker';
import { useClassrooms } from '../education-options';
import { type Assignment, type LessonSlot, PROGRAM_KEY, useClassProgram } from './lesson-program.api';
import { WeekGrid } from './week-grid';

type Target = { weekday: Weekday; slot: LessonSlot; current?: TLessonProgramEntry };
type PlaceValues = { pair: string; classroomId?: string };

const pairKey = (a: { personnelId: string; majorId: string }) => `${a.personnelId}|${a.majorId}`;

export const LessonCell = ({ entry, showClass }: { entry: TLessonProgramEntry; showClass?: boolean }) => (
  <>
    <strong>{showClass ? entry.schoolClassName : entry.majorName}</strong>
    <br />
    {showClass ? entry.majorName : entry.teacherName}
    {entry.classroomName && (
      <>
        <br />
        <Typography.Text type="secondary">{entry.classroomName}</Typography.Text>
      </>
    )}
  </>
);

/** /education/lesson-program: the weekly grid of a class, edited by picking or dragging. */
export const LessonProgramPage = () => {
  const choice = useClassChoice();
  const program = useClassProgram(choice.schoolClassId);
  const canManage = useCan(ACTIONS.education.programManage);
  const client = useQueryClient();
  const [target, setTarget] = useState<Target | null>(null);
  const [form] = Form.useForm<PlaceValues>();
  const rooms = useClassrooms(program.data?.schoolClass.branchId);
  const refresh = () => client.invalidateQueries({ queryKey: [PROGRAM_KEY] });

  const place = useMutation({
    mutationFn: (body: BodyOf<'education/lesson-program'>) => api.post('education/lesson-program', { body }),
    onSuccess: () => {
      setTarget(null);
      return refresh();
    },
  });
  const move = useMutation({
    mutationFn: (body: BodyOf<'education/lesson-program/move'>) =>
      api.post('education/lesson-program/move', { body }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.get('education/lesson-program/delete/{id}', { path: { id } }),
    onSuccess: refresh,
  });

  const data = program.data;
  const placedOf = (a: Assignment) =>
    data?.entries.filter((e) => e.personnelId === a.personnelId && e.majorId === a.majorId).length ?? 0;

  const open = (t: Target) => {
    form.setFieldsValue({
      pair: t.current ? pairKey(t.current) : undefined,
      classroomId: t.current?.classroomId ?? undefined,
    });
    setTarget(t);
  };

  const onPlace = (values: PlaceValues) => {
    const [personnelId, majorId] = values.pair.split('|');
    place.mutate({
      schoolClassId: choice.schoolClassId ?? '',
      weekday: target!.weekday,
      lessonTimeId: target!.slot.id,
      personnelId: personnelId ?? '',
      majorId: majorId ?? '',
      classroomId: values.classroomId ?? null,
    });
  };

  return (
    <>
      <TitleRow title={<>Ders Programı {data ? `- ${data.schoolClass.name}` : ''}</>} />
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <ClassPicker choice={choice} />
          {!choice.schoolClassId && <Empty description="Programını görmek için bir sınıf seçiniz." />}
          {data && data.assignments.length === 0 && (
            <Typography.Text type="warning">
              Bu sınıfa henüz öğretmen atanmamış. Programa ders yerleştirmek için önce Sınıf Öğretmenleri
              ekranından atama yapın.
            </Typography.Text>
          )}
          {data && (
            <WeekGrid
              lessonTimes={data.lessonTimes}
              entries={data.entries}
              showWeekend={canManage}
              onDrop={
                canManage
                  ? (id, weekday, slot) => move.mutate({ id, weekday, lessonTimeId: slot.id })
                  : undefined
              }
              renderEntry={(entry) => (
                <>
                  <LessonCell entry={entry} />
                  {canManage && (
                    <div className="no-print" style={{ marginTop: 4 }}>
                      <Button
                        size="small"
                        type="text"
                        icon={<SwapOutlined />}
                        aria-label="Değiştir"
                        onClick={() =>
                          open({
                            weekday: entry.weekday as Weekday,
                            slot: data.lessonTimes.find((s) => s.id === entry.lessonTimeId)!,
                            current: entry,
                          })
                        }
                      />
                      <Popconfirm
                        title={MESSAGES.confirmDelete}
                        okText="Kaldır"
                        cancelText="Vazgeç"
                        onConfirm={() => remove.mutateAsync(entry.id)}
                      >
                        <Button
                          size="small"
                          type="text"
                          danger
                          icon={<CloseOutlined />}
                          aria-label="Kaldır"
                        />
                      </Popconfirm>
                    </div>
                  )}
                </>
              )}
              renderEmpty={
                canManage
                  ? (weekday, slot) => (
                      <Button
                        type="dashed"
                        size="small"
                        block
                        className="no-print"
                        icon={<PlusOutlined />}
                        aria-label={`${weekdayLabels[weekday]} ${slot.slotNo}. ders ekle`}
                        onClick={() => open({ weekday, slot })}
                      />
                    )
                  : undefined
              }
            />
          )}
        </Space>
      </Card>
      <Modal
        open={!!target}
        title={
          target &&
          `${weekdayLabels[target.weekday]} ${target.slot.slotNo}. Ders (${target.slot.startsAt}-${target.slot.endsAt})`
        }
        okText="Yerleştir"
        cancelText="Vazgeç"
        confirmLoading={place.isPending}
        onOk={() => form.submit()}
        onCancel={() => setTarget(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={onPlace}>
          <SelectItem label="Ders ve Öğretmen" name="pair">
            <Select
              autoFocus
              showSearch
              optionFilterProp="label"
              options={data?.assignments.map((a) => ({
                value: pairKey(a),
                label: `${a.majorName} - ${a.teacherName} (${placedOf(a)}/${a.weeklyHours} saat)`,
              }))}
            />
          </SelectItem>
          <Form.Item
            label="Derslik"
            name="classroomId"
            extra="Boş bırakılırsa sınıfın kendi dersliği kullanılır."
          >
            <Select allowClear options={recordOptions(rooms)} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
