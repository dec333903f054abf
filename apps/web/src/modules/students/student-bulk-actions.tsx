import { ID_LIST_MAX } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { downloadFile, followReport } from '../../components/download';
import { PrivateSmsFields, usePrivateSmsDraft } from './private-sms-fields';
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
  const draft = usePrivateSmsDraft();
  const { recipients, text } = draft;
  const send = useMutation({
    mutationFn: () =>
      api.post('education/student/private-sms', {
        body: { studentIds: selected.map((s) => s.id), recipients, text },
      }),
    onSuccess: (answer: unknown) => {
      followReport(answer);
      setOpen(false);
      draft.setText('');
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
        <PrivateSmsFields draft={draft} rows={4} style={{ width: '100%' }} />
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
