import { ID_LIST_MAX } from '@panel/shared/common/list-query';
import { smsSize } from '@panel/shared/communications/sms';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { SMS_RECIPIENTS, type SmsRecipients, smsRecipientLabels } from '@panel/shared/students/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { downloadFile, followReport } from '../../components/download';
import { optionsOf } from '../../components/enum-options';
import type { StudentRow } from './student.api';
import { useClassOptions } from './student.api';

/** After a bulk change every student list (search, class lists, profiles) reads again. */
const useRefreshStudents = () => {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => /^(education\/student|student)/.test(String(q.queryKey[0])),
    });
};

const SmsAction = ({ selected, done }: { selected: StudentRow[]; done: () => void }) => {
  const [open, setOpen] = useState(false);
  const [recipients, setRecipients] = useState<SmsRecipients>('PaymentPerson');
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () =>
      api.post('education/student/private-sms', {
        body: { studentIds: selected.map((s) => s.id), recipients, text },
      }),
    onSuccess: (answer: unknown) => {
      followReport(answer);
      setOpen(false);
      setText('');
      done();
    },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>SMS Gönder</Button>
      <Modal
        open={open}
        title={`${selected.length} öğrencinin ailesine SMS`}
        okText="Gönder"
        cancelText="Vazgeç"
        okButtonProps={{ disabled: text.trim() === '', loading: send.isPending }}
        onOk={() => send.mutate()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            aria-label="Alıcı"
            style={{ width: 220 }}
            options={optionsOf(SMS_RECIPIENTS, smsRecipientLabels)}
            value={recipients}
            onChange={setRecipients}
          />
          <Input.TextArea
            aria-label="Mesaj"
            rows={4}
            maxLength={612}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Mesajınız. {ogrenci} yazdığınız yere her öğrencinin adı gelir."
          />
          <Typography.Text type="secondary">
            {text.length} karakter, {smsSize(text).units} SMS
          </Typography.Text>
        </Space>
      </Modal>
    </>
  );
};

const ClassAction = ({ selected, done }: { selected: StudentRow[]; done: () => void }) => {
  const [open, setOpen] = useState(false);
  const [schoolClassId, setSchoolClassId] = useState<string>();
  // The class must be of the students' branch (the server refuses others): offer that branch's.
  const branchIds = new Set(selected.map((s) => s.branchId));
  const oneBranch = branchIds.size === 1 ? [...branchIds][0] : undefined;
  const classes = useClassOptions(oneBranch, { needsBranch: true });
  const refresh = useRefreshStudents();
  const assign = useMutation({
    mutationFn: () =>
      api.post('education/student/class', {
        body: { schoolClassId: schoolClassId ?? '', studentIds: selected.map((s) => s.id) },
      }),
    onSuccess: async () => {
      await refresh();
      setOpen(false);
      setSchoolClassId(undefined);
      done();
    },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sınıfa Ata</Button>
      <Modal
        open={open}
        title={`${selected.length} öğrenciyi sınıfa ata`}
        okText="Ata"
        cancelText="Vazgeç"
        okButtonProps={{ disabled: !schoolClassId, loading: assign.isPending }}
        onOk={() => assign.mutate()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {oneBranch ? (
          <Select
            aria-label="Sınıf"
            placeholder="Sınıf seçiniz"
            showSearch
            optionFilterProp="label"
            style={{ width: '100%' }}
            options={classes.options.map(({ value, label }) => ({ value, label }))}
            value={schoolClassId}
            onChange={setSchoolClassId}
          />
        ) : (
          <Typography.Text type="warning">
            Seçilen öğrenciler farklı şubelerde; bir sınıfa yalnızca aynı şubenin öğrencileri atanabilir.
          </Typography.Text>
        )}
      </Modal>
    </>
  );
};

const ExcelAction = ({ selected }: { selected: StudentRow[] }) => {
  const [busy, setBusy] = useState(false);
  const tooMany = selected.length > ID_LIST_MAX;
  return (
    <Button
      loading={busy}
      disabled={tooMany}
      title={tooMany ? `Excel'e en fazla ${ID_LIST_MAX} öğrenci aktarılabilir.` : undefined}
      onClick={() => {
        setBusy(true);
        downloadFile(
          'education/report/general-student-list/excel',
          { query: { studentIds: selected.map((s) => s.id).join(',') } },
          'Seçilen-Öğrenciler.xlsx',
        ).finally(() => setBusy(false));
      }}
    >
      Seçilenleri Excel'e Aktar
    </Button>
  );
};

/** The student list's actions on the ticked students, each shown only to those who may take it. */
export const StudentBulkActions = ({ selected, clear }: { selected: StudentRow[]; clear: () => void }) => {
  const canSms = useCan(ACTIONS.students.sms);
  const canAssign = useCan(ACTIONS.students.classes);
  const canExport = useCan(ACTIONS.students.reports);
  return (
    <>
      {canSms && <SmsAction selected={selected} done={clear} />}
      {canAssign && <ClassAction selected={selected} done={clear} />}
      {canExport && <ExcelAction selected={selected} />}
    </>
  );
};

/** Whether the account may take any of the bulk actions (else the list shows no checkboxes). */
export const useHasStudentBulkActions = () =>
  [useCan(ACTIONS.students.sms), useCan(ACTIONS.students.classes), useCan(ACTIONS.students.reports)].some(
    Boolean,
  );
