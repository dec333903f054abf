import { PlusOutlined } from '@ant-design/icons';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TStudentInput, TStudentRegistration } from '@panel/shared/students/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { toDay } from '../../components/form-rules';
import { SCROLL_TO_FIRST_ERROR, useUnsavedForm } from '../../components/unsaved-changes';
import { orNull, STUDENT_REGISTER, STUDENTS, useClassOptions, useStudentBranchOptions } from './student.api';
import {
  ContactFields,
  type ContactValues,
  emptyContact,
  toContactBody,
} from './student-registration-contacts';
import { emptyParent, ParentFields, type ParentValues, toParentBody } from './student-registration-parents';
import { StudentSection } from './student-section';

const MAX_PARENTS = 6;
const MAX_CONTACTS = 20;
const BACK_TO = '/education/student';

type StudentValues = Partial<Omit<TStudentInput, 'birthDate'>> & { birthDate?: Dayjs | null };

export type RegistrationValues = {
  student: StudentValues;
  parents: ParentValues[];
  contacts: ContactValues[];
  schoolClassId?: string | null;
};

/** The form's values as `POST education/student/register` takes them. */
const toRegistrationBody = (v: RegistrationValues): TStudentRegistration => ({
  student: {
    branchId: v.student.branchId!,
    firstName: v.student.firstName?.trim() ?? '',
    lastName: v.student.lastName?.trim() ?? '',
    citizenId: v.student.citizenId?.trim() ?? '',
    gender: v.student.gender!,
    birthDate: toDay(v.student.birthDate) ?? '',
    educationLevel: v.student.educationLevel!,
    origin: v.student.origin!,
    school: orNull(v.student.school),
  },
  parents: (v.parents ?? []).map(toParentBody),
  contacts: (v.contacts ?? []).map(toContactBody),
  schoolClassId: v.schoolClassId ?? null,
});

const INITIAL: RegistrationValues = { student: {}, parents: [emptyParent()], contacts: [] };

const useRegister = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TStudentRegistration) => api.post(STUDENT_REGISTER, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [STUDENTS] }),
  });
};

/** The parents: one empty row to start with, up to six. */
const ParentsSection = () => {
  const [added, setAdded] = useState(false);
  return (
    <Form.List name="parents">
      {(fields, { add, remove }) => (
        <Flex vertical gap={16}>
          {fields.map((field, index) => (
            <ParentFields
              key={field.key}
              name={field.name}
              index={index}
              onRemove={() => remove(field.name)}
              autoFocus={added && index === fields.length - 1}
            />
          ))}
          {fields.length === 0 && <Typography.Text type="secondary">Veli eklenmedi.</Typography.Text>}
          <div>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_PARENTS}
              onClick={() => {
                setAdded(true);
                add(emptyParent());
              }}
            >
              Veli Ekle
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
};

/** Phones, e-mails and addresses; one primary per type. */
const ContactsSection = () => {
  const form = Form.useFormInstance<RegistrationValues>();
  const [added, setAdded] = useState(false);
  return (
    <Form.List name="contacts">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, index) => (
            <ContactFields
              key={field.key}
              name={field.name}
              onRemove={() => remove(field.name)}
              autoFocus={added && index === fields.length - 1}
            />
          ))}
          {fields.length === 0 && (
            <Typography.Text type="secondary">İletişim bilgisi eklenmedi.</Typography.Text>
          )}
          <div>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_CONTACTS}
              onClick={() => {
                setAdded(true);
                add(emptyContact(form.getFieldValue('contacts') as ContactValues[] | undefined));
              }}
            >
              İletişim Ekle
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
};

/** The class of the chosen branch, optional: it can be assigned later. */
const ClassSection = () => {
  const form = Form.useFormInstance<RegistrationValues>();
  const branchId = Form.useWatch(['student', 'branchId'], form) as string | undefined;
  const classes = useClassOptions(branchId, { needsBranch: true });
  if (!classes.allowed)
    return (
      <Typography.Text type="secondary">Sınıf, kayıttan sonra öğrenci kartından atanabilir.</Typography.Text>
    );
  return (
    <Form.Item
      label="Sınıf"
      name="schoolClassId"
      extra="İsteğe bağlı; sınıf sonra da atanabilir."
      style={{ maxWidth: 360 }}
    >
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        disabled={!branchId}
        placeholder={branchId ? 'Sınıf seçiniz' : 'Önce şube seçiniz'}
        options={classes.options.map(({ value, label }) => ({ value, label }))}
        notFoundContent="Bu şubede sınıf yok"
      />
    </Form.Item>
  );
};

/**
 * /education/student/new: the student, parents, contacts and class on one page, saved
 * together; the new student's card opens afterwards.
 */
export const StudentRegistrationPage = () => {
  const [form] = Form.useForm<RegistrationValues>();
  const navigate = useNavigate();
  const register = useRegister();
  const branches = useStudentBranchOptions();

  // A user of one branch has nothing to choose.
  useEffect(() => {
    const only = branches.length === 1 ? branches[0] : undefined;
    if (only && !form.getFieldValue(['student', 'branchId']))
      form.setFieldValue(['student', 'branchId'], only.value);
  }, [branches, form]);

  const canSell = useCan(ACTIONS.sales.manage);
  // "Kaydet ve Satış Yap" saves the same way, then opens the new student's first sale.
  const thenSell = useRef(false);
  const { guard, touched, saved } = useUnsavedForm();
  const onFinish = (values: RegistrationValues) =>
    register.mutate(toRegistrationBody(values), {
      onSuccess: ({ id }) => {
        saved();
        navigate(thenSell.current ? `/education/student/${id}/sale/add` : `/education/student/${id}`);
      },
    });

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Yeni Öğrenci Kaydı
      </Typography.Title>
      {guard}
      <Form<RegistrationValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={onFinish}
        onValuesChange={(changed: Partial<RegistrationValues>) => {
          touched();
          // A class belongs to one branch.
          if (changed.student && 'branchId' in changed.student) form.setFieldValue('schoolClassId', null);
        }}
        disabled={register.isPending}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        style={{ maxWidth: 960 }}
      >
        <Flex vertical gap={16}>
          <Card title="Öğrenci">
            <StudentSection />
          </Card>
          <Card title="Veliler">
            <ParentsSection />
          </Card>
          <Card title="İletişim">
            <ContactsSection />
          </Card>
          <Card title="Sınıf">
            <ClassSection />
          </Card>
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              loading={register.isPending}
              onClick={() => {
                thenSell.current = false;
              }}
            >
              Kaydet
            </Button>
            {canSell && (
              <Button
                htmlType="submit"
                loading={register.isPending}
                onClick={() => {
                  thenSell.current = true;
                }}
              >
                Kaydet ve Satış Yap
              </Button>
            )}
            <Button htmlType="button" onClick={() => navigate(BACK_TO)}>
              Vazgeç
            </Button>
          </Space>
        </Flex>
      </Form>
    </>
  );
};
