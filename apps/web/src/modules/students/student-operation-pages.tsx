import { formatDay } from '@panel/shared/common/dates';
import { SCHOOL_CLASS_SORTS } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  STUDENT_SORTS,
  STUDENT_TRANSFER_SORTS,
  type TClassStudent,
  type TStudentTransfer,
} from '@panel/shared/students/contracts';
import {
  STUDY_STATES,
  type StudyState,
  studyStateLabels,
  type TransferKind,
  transferKindLabels,
} from '@panel/shared/students/enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { type Key, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { FilterSelect } from '../../components/filter-select';
import { lazyNamed } from '../../components/lazy-named';
import { ListPage, unpagedTableProps } from '../../components/list-page';
import { invalidatePaths, useOptions, useRecord } from '../../components/resource-api';
import { sortable } from '../../components/sortable-column';
import { SemesterFilter } from '../education/education-filters';
import { useBranchOptions, useListFilter } from '../education/education-options';
import { PrivateSmsFields, usePrivateSmsDraft } from './private-sms-fields';
import { STUDENTS, type StudentRow } from './student.api';
import { TRANSFERS, useBulk } from './student-operations';
import { StudyStateTag } from './student-tags';

// The dialogs load when one is first opened: the page does not carry their form library and modal.
const loadDialogs = () => import('./student-transfer-dialog');
const TransferForm = lazyNamed(loadDialogs, 'TransferForm');

const STATE_OPTIONS = optionsOf(STUDY_STATES, studyStateLabels);

const studentColumns = [
  { title: 'No', dataIndex: 'studentNo', ...sortable(STUDENT_SORTS, 'studentNo') },
  {
    title: 'Öğrenci',
    ...sortable(STUDENT_SORTS, 'name'),
    render: (_: unknown, r: StudentRow) => (
      <Link to={`/education/student/${r.id}`}>{`${r.firstName} ${r.lastName}`}</Link>
    ),
  },
  { title: 'Şube', dataIndex: 'branchName' },
  { title: 'Sınıf', dataIndex: 'schoolClassName', render: (v: string | null) => v ?? '-' },
  { title: 'Durum', dataIndex: 'studyState', render: (s: StudyState) => <StudyStateTag state={s} /> },
];

/** Rows chosen across pages: antd keeps keys of rows no longer shown when `preserveSelectedRowKeys` is set. */
const useSelection = () => {
  const [keys, setKeys] = useState<string[]>([]);
  return {
    keys,
    clear: () => setKeys([]),
    rowSelection: {
      selectedRowKeys: keys,
      preserveSelectedRowKeys: true,
      onChange: (next: Key[]) => setKeys(next.map(String)),
    },
  };
};

/** /education/student/class: pick students, pick a class, assign; the server checks the room left. */
export const StudentClassAssignmentPage = () => {
  const branches = useBranchOptions();
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [withoutClass, setWithoutClass] = useState(true);
  const [classId, setClassId] = useState<string | undefined>();
  const selection = useSelection();
  const classes =
    useOptions<{ id: string; name: string; branchId: string }>(
      'education/school-class/list',
      { branchId },
      !!branchId,
    ).data ?? [];
  const assign = useBulk('education/student/class', selection.clear);
  return (
    <ListPage<StudentRow>
      title="Sınıf Atama"
      endpoint={STUDENTS}
      searchPlaceholder="Öğrenci adı, numarası veya T.C. kimlik no ara"
      emptyText={withoutClass ? 'Sınıfı olmayan öğrenci yok.' : 'Öğrenci yok.'}
      filters={{ branchId, withoutClass: withoutClass ? 'true' : undefined }}
      rowSelection={selection.rowSelection}
      toolbar={
        <Space wrap>
          <FilterSelect
            label="Şube"
            placeholder="Şube seçiniz"
            options={branches}
            value={branchId}
            onChange={setBranchId}
          />
          <Checkbox checked={withoutClass} onChange={(e) => setWithoutClass(e.target.checked)}>
            Yalnızca sınıfı olmayanlar
          </Checkbox>
          <Select
            aria-label="Atanacak Sınıf"
            placeholder={branchId ? 'Atanacak sınıf' : 'Önce şube seçiniz'}
            disabled={!branchId}
            style={{ width: 180 }}
            options={classes.map((c) => ({ value: c.id, label: c.name }))}
            value={classId}
            onChange={setClassId}
          />
          <Button
            type="primary"
            disabled={!classId || selection.keys.length === 0}
            loading={assign.isPending}
            onClick={() => assign.mutate({ schoolClassId: classId, studentIds: selection.keys })}
          >
            Sınıfa Ata ({selection.keys.length})
          </Button>
        </Space>
      }
      columns={studentColumns}
    />
  );
};

/** /education/student/status: change the study state of the chosen students (DOMAIN transitions). */
export const StudentStatusPage = () => {
  const [studyState, setStudyState] = useListFilter<StudyState>('studyState');
  const [target, setTarget] = useState<StudyState | undefined>();
  const selection = useSelection();
  const change = useBulk('education/student/status', selection.clear);
  return (
    <ListPage<StudentRow>
      title="Okuma Durumu"
      endpoint={STUDENTS}
      searchPlaceholder="Öğrenci adı, numarası veya T.C. kimlik no ara"
      emptyText="Öğrenci yok."
      filters={{ studyState }}
      rowSelection={selection.rowSelection}
      toolbar={
        <Space wrap>
          <FilterSelect
            label="Durum"
            placeholder="Tüm durumlar"
            options={STATE_OPTIONS}
            value={studyState}
            onChange={setStudyState}
          />
          <Select
            aria-label="Yeni Durum"
            placeholder="Yeni durum"
            style={{ width: 180 }}
            options={STATE_OPTIONS}
            value={target}
            onChange={setTarget}
          />
          <Popconfirm
            title={`${selection.keys.length} öğrencinin durumu "${target ? studyStateLabels[target] : ''}" olarak değiştirilsin mi?`}
            okText="Değiştir"
            cancelText="Vazgeç"
            disabled={!target || selection.keys.length === 0}
            onConfirm={() => change.mutateAsync({ studentIds: selection.keys, studyState: target })}
          >
            <Button
              type="primary"
              disabled={!target || selection.keys.length === 0}
              loading={change.isPending}
            >
              Durumu Değiştir ({selection.keys.length})
            </Button>
          </Popconfirm>
        </Space>
      }
      columns={studentColumns}
    />
  );
};

type TransferRow = TStudentTransfer;

/** /education/student/transfer: the history of moves, and a new one. */
export const StudentTransferPage = () => {
  const canTransfer = useCan(ACTIONS.students.transfer);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ListPage<TransferRow>
        title="Nakil"
        endpoint={TRANSFERS}
        searchPlaceholder="Ara"
        emptyText="Henüz nakil kaydı yok."
        toolbar={
          canTransfer && (
            <Button type="primary" onClick={() => setAdding(true)}>
              Yeni Nakil
            </Button>
          )
        }
        columns={[
          {
            title: 'Tarih',
            dataIndex: 'date',
            render: formatDay,
            ...sortable(STUDENT_TRANSFER_SORTS, 'date'),
          },
          {
            title: 'Öğrenci',
            ...sortable(STUDENT_TRANSFER_SORTS, 'studentName'),
            render: (_, r) => (
              <Link to={`/education/student/${r.studentId}`}>{`${r.studentNo} - ${r.studentName}`}</Link>
            ),
          },
          { title: 'Tür', dataIndex: 'kind', render: (k: TransferKind) => transferKindLabels[k] },
          { title: 'Nereden', dataIndex: 'fromBranchName', render: (v: string | null) => v ?? '-' },
          { title: 'Nereye', dataIndex: 'toBranchName', render: (v: string | null) => v ?? '-' },
          { title: 'Açıklama', dataIndex: 'note', render: (v: string | null) => v ?? '' },
        ]}
      />
      {adding && (
        <Suspense fallback={null}>
          <TransferForm onDone={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
};

type ClassRow = {
  id: string;
  name: string;
  branchName: string;
  semesterName: string;
  capacity: number;
  isActive: boolean;
};

/** /education/student/class-closure: the term's classes, each closed from its own page. */
export const StudentClassClosurePage = () => {
  const [semesterId, setSemesterId] = useListFilter<string>('semesterId');
  return (
    <ListPage<ClassRow>
      title="Sınıf Kapatma"
      endpoint="education/school-class"
      searchPlaceholder="Sınıf ara (örn. 9-A)"
      emptyText="Sınıf yok."
      filters={{ semesterId }}
      toolbar={<SemesterFilter value={semesterId} onChange={setSemesterId} />}
      columns={[
        { title: 'Sınıf', dataIndex: 'name', ...sortable(SCHOOL_CLASS_SORTS, 'name') },
        { title: 'Şube', dataIndex: 'branchName' },
        { title: 'Dönem', dataIndex: 'semesterName' },
        {
          title: 'Durum',
          dataIndex: 'isActive',
          render: (active: boolean) => (active ? <Tag color="green">Açık</Tag> : <Tag>Kapatıldı</Tag>),
        },
        {
          title: '',
          key: 'go',
          align: 'right',
          render: (_, r) =>
            r.isActive && (
              <Link to={`/education/student/class-closure/${r.id}`}>
                <Button size="small">Kapat</Button>
              </Link>
            ),
        },
      ]}
    />
  );
};

type ClassStudent = TClassStudent;

/** /education/student/class-closure/{id}: who completes, then the closure itself. */
export const StudentClassClosureDetailPage = () => {
  const { school_class_id: id = '' } = useParams();
  const navigate = useNavigate();
  const klass = useRecord<ClassRow>('education/school-class/{id}', id);
  const list = useQuery({
    queryKey: ['student/schoolclass', id],
    queryFn: () => api.get('student/schoolclass/{id}', { path: { id } }),
  });
  const close = useBulk('education/student/class-closure/{id}', () =>
    navigate('/education/student/class-closure'),
  );
  const client = useQueryClient();
  const completing = (list.data ?? []).filter((s) =>
    ['OnStudy', 'Freeze', 'WillStudy'].includes(s.studyState),
  );
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {klass.data ? `${klass.data.name} Sınıfını Kapat` : 'Sınıf Kapatma'}
      </Typography.Title>
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text>
            Sınıf kapatıldığında okuyan ve dondurulmuş {completing.length} öğrencinin durumu "Tamamladı" olur
            ve sınıf seçim listelerinden kalkar.
          </Typography.Text>
          <Table<ClassStudent>
            {...unpagedTableProps(list)}
            size="small"
            locale={{ emptyText: 'Sınıfta öğrenci yok.' }}
            columns={[
              { title: 'No', dataIndex: 'studentNo' },
              { title: 'Öğrenci', key: 'n', render: (_, s) => `${s.firstName} ${s.lastName}` },
              {
                title: 'Durum',
                dataIndex: 'studyState',
                render: (s: StudyState) => <StudyStateTag state={s} />,
              },
            ]}
          />
          <Popconfirm
            title="Sınıf kapatılsın mı? Bu işlem geri alınamaz."
            okText="Kapat"
            cancelText="Vazgeç"
            okButtonProps={{ danger: true }}
            disabled={!klass.data?.isActive}
            onConfirm={() =>
              close.mutateAsync({}).then(() => invalidatePaths(client, ['education/school-class']))
            }
          >
            <Button danger type="primary" disabled={!klass.data?.isActive} loading={close.isPending}>
              Sınıfı Kapat
            </Button>
          </Popconfirm>
        </Space>
      </Card>
    </>
  );
};

/** /education/student/private-sms: a message to the chosen students' families, counted in SMS units. */
export const StudentPrivateSmsPage = () => {
  const selection = useSelection();
  const draft = usePrivateSmsDraft();
  const { recipients, text } = draft;
  const send = useBulk('education/student/private-sms', () => {
    selection.clear();
    draft.setText('');
  });
  const ready = selection.keys.length > 0 && text.trim().length > 0;
  return (
    <ListPage<StudentRow>
      title="Öğrenciye Özel SMS"
      endpoint={STUDENTS}
      searchPlaceholder="Öğrenci adı, numarası veya T.C. kimlik no ara"
      emptyText="Öğrenci yok."
      rowSelection={selection.rowSelection}
      toolbar={
        <PrivateSmsFields draft={draft} rows={3} style={{ minWidth: 420 }}>
          <Popconfirm
            title={`${selection.keys.length} öğrencinin ailesine SMS gönderilsin mi?`}
            okText="Gönder"
            cancelText="Vazgeç"
            disabled={!ready}
            onConfirm={() => send.mutateAsync({ studentIds: selection.keys, recipients, text })}
          >
            <Button type="primary" disabled={!ready} loading={send.isPending}>
              SMS Gönder ({selection.keys.length})
            </Button>
          </Popconfirm>
        </PrivateSmsFields>
      }
      columns={studentColumns}
    />
  );
};
