import { DeleteOutlined, EditOutlined, PushpinFilled } from '@ant-design/icons';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { type Relation, relationLabels } from '@panel/shared/students/enums';
import { MESSAGES } from '@panel/shared/validation/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Form,
  Input,
  List,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { ConfirmDelete } from '../../components/confirm-delete';
import { FormDialog } from '../../components/form-dialog';
import { TextItem } from '../../components/form-items';
import { allRowsTableProps, unpagedTableProps } from '../../components/list-page';
import { actionsColumn } from '../../components/table-columns';
import { type AssignmentRow, HoursTag } from '../education/class-teachers/class-teacher';
import { useClassProgram } from '../education/lesson-programs/lesson-program.api';
import { LessonCell } from '../education/lesson-programs/lesson-program-page';
import { WeekGrid } from '../education/lesson-programs/week-grid';
import { StudentAttendance } from '../roll-calls/student-attendance';
import type { StudentDetail, StudentParent } from './student.api';
import { useStudentWrite } from './student-general-tab';
import { type StudentNote, useStudentNotes } from './student-notes.api';
import {
  ContactFields,
  type ContactValues,
  emptyContact,
  toContactBody,
} from './student-registration-contacts';
import { emptyParent, ParentFields, type ParentValues, toParentBody } from './student-registration-parents';

export const ContactTab = ({ studentId, canManage }: { studentId: string; canManage: boolean }) => {
  const [form] = Form.useForm<{ contacts: ContactValues[] }>();
  const list = useQuery({
    queryKey: ['student', studentId, 'contacts'],
    queryFn: () => api.get('student/{id}/contact', { path: { id: studentId } }),
  });
  const save = useStudentWrite<object>('student/{id}/contact', studentId);
  useEffect(() => {
    if (list.data) form.setFieldsValue({ contacts: list.data });
  }, [list.data, form]);
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!canManage}
      onFinish={(v) => save.mutate({ contacts: (v.contacts ?? []).map(toContactBody) })}
      style={{ maxWidth: 900 }}
    >
      <Form.List name="contacts">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.length === 0 && <Typography.Text type="secondary">İletişim bilgisi yok.</Typography.Text>}
            {fields.map((field) => (
              <ContactFields
                key={field.key}
                name={field.name}
                onRemove={canManage ? () => remove(field.name) : undefined}
              />
            ))}
            {canManage && (
              <Space>
                <Button onClick={() => add(emptyContact(form.getFieldValue('contacts') ?? []))}>
                  İletişim Ekle
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  Kaydet
                </Button>
              </Space>
            )}
          </Space>
        )}
      </Form.List>
    </Form>
  );
};

const ParentModal = ({
  studentId,
  parent,
  onDone,
}: {
  studentId: string;
  parent: StudentParent | null;
  onDone: () => void;
}) => {
  const [form] = Form.useForm<{ parents: ParentValues[] }>();
  const url = parent ? 'student/{id}/parent/update' : 'student/{id}/parent';
  const save = useStudentWrite<object>(url, studentId, onDone);
  return (
    <FormDialog
      width={720}
      title={parent ? 'Veliyi Düzenle' : 'Veli Ekle'}
      form={form}
      initialValues={{ parents: [parent ?? emptyParent()] }}
      onFinish={(v) => save.mutate({ ...toParentBody(v.parents[0]!), ...(parent ? { id: parent.id } : {}) })}
      onClose={onDone}
      saving={save.isPending}
    >
      <Form.List name="parents">
        {(fields) => fields.map((f) => <ParentFields key={f.key} name={f.name} autoFocus />)}
      </Form.List>
    </FormDialog>
  );
};

export const ParentTab = ({ studentId, canManage }: { studentId: string; canManage: boolean }) => {
  const client = useQueryClient();
  const key = ['student', studentId, 'parent-links'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.get('student/{id}/parent', { path: { id: studentId } }),
  });
  const [editing, setEditing] = useState<StudentParent | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (linkId: string) =>
      api.get('student/{id}/parent/delete/{linkId}', { path: { id: studentId, linkId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canManage && (
        <Button type="primary" onClick={() => setEditing('new')}>
          Veli Ekle
        </Button>
      )}
      <Table<StudentParent>
        {...unpagedTableProps(list)}
        size="small"
        locale={{ emptyText: 'Veli eklenmemiş.' }}
        columns={[
          { title: 'Veli', key: 'name', render: (_, p) => `${p.firstName} ${p.lastName}` },
          { title: 'Yakınlık', dataIndex: 'relation', render: (r: Relation) => relationLabels[r] },
          { title: 'Telefon', dataIndex: 'mobilePhone', render: (v: string | null) => v ?? '-' },
          { title: 'E-posta', dataIndex: 'email', render: (v: string | null) => v ?? '-' },
          {
            title: '',
            key: 'tags',
            render: (_, p) => (
              <Space>
                {p.isPaymentPerson && <Tag color="gold">Ödeme Sorumlusu</Tag>}
                {!p.isAdult && <Tag>Reşit değil</Tag>}
              </Space>
            ),
          },
          actionsColumn<StudentParent>(
            (p) =>
              canManage && (
                <Space>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(p)}>
                    Düzenle
                  </Button>
                  <ConfirmDelete onConfirm={() => remove.mutateAsync(p.id)} />
                </Space>
              ),
          ),
        ]}
      />
      {editing && (
        <ParentModal
          studentId={studentId}
          parent={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
    </Space>
  );
};

type NoteValues = { text: string; isPinned: boolean; isPopup: boolean };

export const NoteTab = ({ studentId, canManage }: { studentId: string; canManage: boolean }) => {
  const notes = useStudentNotes(studentId);
  const client = useQueryClient();
  const [form] = Form.useForm<NoteValues>();
  const [editing, setEditing] = useState<StudentNote | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['student-note', studentId] });
  const save = useMutation({
    mutationFn: (v: NoteValues) =>
      editing
        ? api.post('student-note/update', { body: { ...v, studentId, id: editing.id } })
        : api.post('student-note', { body: { ...v, studentId } }),
    onSuccess: async () => {
      await refresh();
      setEditing(null);
      form.resetFields();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.get('student-note/delete/{id}', { path: { id } }),
    onSuccess: refresh,
  });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {canManage && (
        <Card size="small" title={editing ? 'Notu Düzenle' : 'Yeni Not'}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ isPinned: false, isPopup: false }}
            onFinish={(v) => save.mutate(v)}
          >
            <TextItem label="Not" name="text" max={2000}>
              <Input.TextArea rows={3} maxLength={2000} />
            </TextItem>
            <Space wrap>
              <Form.Item name="isPinned" valuePropName="checked" noStyle>
                <Checkbox>Sabitle</Checkbox>
              </Form.Item>
              <Form.Item name="isPopup" valuePropName="checked" noStyle>
                <Checkbox>Profil açılınca göster</Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {editing ? 'Notu Kaydet' : 'Not Ekle'}
              </Button>
              {editing && (
                <Button
                  onClick={() => {
                    setEditing(null);
                    form.resetFields();
                  }}
                >
                  Vazgeç
                </Button>
              )}
            </Space>
          </Form>
        </Card>
      )}
      <List<StudentNote>
        loading={notes.isFetching}
        dataSource={notes.data ?? []}
        locale={{ emptyText: 'Not yok.' }}
        renderItem={(note) => (
          <List.Item
            actions={
              canManage
                ? [
                    <Button
                      key="edit"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label="Notu düzenle"
                      onClick={() => {
                        setEditing(note);
                        form.setFieldsValue(note);
                      }}
                    />,
                    <Popconfirm
                      key="delete"
                      title={MESSAGES.confirmDelete}
                      okText="Sil"
                      cancelText="Vazgeç"
                      onConfirm={() => remove.mutateAsync(note.id)}
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label="Notu sil" />
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space>
                  {note.isPinned && (
                    <Tag icon={<PushpinFilled />} color="gold">
                      Sabit
                    </Tag>
                  )}
                  {note.isPopup && <Tag color="blue">Açılır</Tag>}
                  <Typography.Text type="secondary">
                    {new Date(note.createdAt).toLocaleString('tr-TR')}{' '}
                    {note.authorName ? `· ${note.authorName}` : ''}
                  </Typography.Text>
                </Space>
              }
              description={<span style={{ whiteSpace: 'pre-wrap', color: 'inherit' }}>{note.text}</span>}
            />
          </List.Item>
        )}
      />
    </Space>
  );
};

export const LessonTab = ({ student }: { student: StudentDetail }) => {
  const program = useClassProgram(student.schoolClassId ?? undefined);
  return (
    <>
      {!student.schoolClassId ? (
        <Empty description="Öğrenci bir sınıfa atanmamış." />
      ) : (
        program.data && (
          <WeekGrid
            lessonTimes={program.data.lessonTimes}
            entries={program.data.entries}
            renderEntry={(e) => <LessonCell entry={e} />}
          />
        )
      )}
      <StudentAttendance studentId={student.id} />
    </>
  );
};

export const TeacherListTab = ({ student }: { student: StudentDetail }) => {
  const canSee = useCan(ACTIONS.education.programView);
  const list = useQuery({
    queryKey: ['education/schoolclass-teacher', 'class', student.schoolClassId],
    queryFn: () =>
      api.get('education/schoolclass-teacher', {
        query: { schoolClassId: student.schoolClassId ?? undefined, _pageSize: 100 },
      }) as Promise<{ _data: AssignmentRow[] }>,
    enabled: !!student.schoolClassId && canSee,
  });
  if (!student.schoolClassId) return <Empty description="Öğrenci bir sınıfa atanmamış." />;
  return (
    <Table<AssignmentRow>
      {...allRowsTableProps(list.data?._data ?? [])}
      size="small"
      locale={{ emptyText: 'Sınıfa öğretmen atanmamış.' }}
      columns={[
        { title: 'Branş', dataIndex: 'majorName' },
        { title: 'Öğretmen', dataIndex: 'teacherName' },
        {
          title: 'Haftalık',
          key: 'h',
          render: (_, r) => <HoursTag placed={r.placedHours} planned={r.weeklyHours} />,
        },
      ]}
    />
  );
};
