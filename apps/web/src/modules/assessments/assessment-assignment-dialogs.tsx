import { PrinterOutlined, QrcodeOutlined } from '@ant-design/icons';
import {
  ASSIGNMENT_TARGET_LABELS,
  ASSIGNMENT_TARGETS,
  type AssignmentTarget,
  SMS_RECIPIENT_LABELS,
  SMS_RECIPIENTS,
  type TAssignmentLinks,
} from '@panel/shared/assessments/contracts';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { followReport, openPdf } from '../../components/download';
import { optionsOf } from '../../components/enum-options';
import { DateItem, SelectItem } from '../../components/form-items';
import { rules } from '../../components/form-rules';
import { recordOptions } from '../../components/record-options';
import { useOptions, useRefresh, useSave } from '../../components/resource-api';
import { useSemesterOptions } from '../education/education-options';

/**
 * The dialogs of the sendings screen (a new sending, the external link, a sending's links):
 * loaded when one is first opened, so the list itself downloads neither the form library,
 * the date picker nor the dialog.
 */

const ASSIGNMENT = 'education/student/assessment-assignment';
const DAY = 'YYYY-MM-DD';

type LinkRow = TAssignmentLinks['links'][number];

type Values = {
  assessmentId: string;
  target: AssignmentTarget;
  branchId?: string;
  semesterId?: string;
  schoolClassId?: string;
  studentIds?: string[];
  opensOn: Dayjs;
  closesOn: Dayjs;
  sms: string;
};

const StudentSelect = ({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) => {
  const [term, setTerm] = useState('');
  const { data: found } = useQuery({
    queryKey: ['education/student', 'pick', term],
    queryFn: async () =>
      (await api.get('education/student', { query: { _searchTerm: term, _pageSize: 20 } })) as {
        _data: { id: string; firstName: string; lastName: string; schoolClassName: string | null }[];
      },
    enabled: term.length >= 2,
  });
  return (
    <Select
      mode="multiple"
      aria-label="Öğrenciler"
      placeholder="Öğrenci adı yazın"
      showSearch={{ filterOption: false, onSearch: setTerm }}
      value={value}
      onChange={onChange}
      options={(found?._data ?? []).map((s) => ({
        value: s.id,
        label: `${s.firstName} ${s.lastName}${s.schoolClassName ? ` (${s.schoolClassName})` : ''}`,
      }))}
    />
  );
};

/** The inventory to send or share, searched by name. */
const AssessmentItem = () => {
  const assessments = useOptions<{ id: string; name: string }>('education/assessment/list').data ?? [];
  return (
    <SelectItem label="Envanter" name="assessmentId">
      <Select
        aria-label="Envanter"
        options={recordOptions(assessments)}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </SelectItem>
  );
};

/** The branch a sending or a link is for, offered to those who see branches. */
const BranchItem = () => {
  const branches = useOptions<{ id: string; name: string }>('general/branch/list').data ?? [];
  return (
    <Form.Item label="Şube" name="branchId" extra="Boş bırakılırsa çalıştığınız şube">
      <Select aria-label="Şube" allowClear options={recordOptions(branches)} />
    </Form.Item>
  );
};

/** The first and the last day an inventory can be answered on. */
const OpenDaysItems = () => (
  <Space wrap>
    <DateItem label="Başlangıç" name="opensOn">
      <DatePicker format="DD.MM.YYYY" />
    </DateItem>
    <DateItem label="Bitiş" name="closesOn">
      <DatePicker format="DD.MM.YYYY" />
    </DateItem>
  </Space>
);

const AssignForm = ({ onDone }: { onDone: () => void }) => {
  const [form] = Form.useForm<Values>();
  const save = useSave<object>(ASSIGNMENT, [ASSIGNMENT]);
  const semesters = useSemesterOptions();
  const target = Form.useWatch('target', form);
  const semesterId = Form.useWatch('semesterId', form) ?? semesters[0]?.value;
  const classes =
    useOptions<{ id: string; name: string }>('education/school-class/list', { semesterId }, !!semesterId)
      .data ?? [];
  const canSeeBranches = useCan(ACTIONS.general.branchesView);
  const onFinish = (v: Values) =>
    save.mutate(
      {
        values: {
          assessmentId: v.assessmentId,
          target: v.target,
          branchId: v.target === 'Branch' ? (v.branchId ?? null) : null,
          schoolClassId: v.target === 'Class' ? v.schoolClassId : null,
          studentIds: v.target === 'Students' ? (v.studentIds ?? []) : [],
          opensOn: v.opensOn.format(DAY),
          closesOn: v.closesOn.format(DAY),
          sms: v.sms,
        },
      },
      {
        onSuccess: (answer) => {
          // A long list of SMS goes through the job queue: its progress opens in a new tab.
          followReport(answer);
          onDone();
        },
      },
    );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      disabled={save.isPending}
      initialValues={{
        target: 'Class',
        opensOn: dayjs(todayInIstanbul()),
        closesOn: dayjs(todayInIstanbul()).add(7, 'day'),
        sms: 'None',
      }}
    >
      <AssessmentItem />
      <Form.Item label="Kime" name="target">
        <Select aria-label="Kime" options={optionsOf(ASSIGNMENT_TARGETS, ASSIGNMENT_TARGET_LABELS)} />
      </Form.Item>
      {target === 'Class' && (
        <Space wrap>
          <Form.Item label="Dönem" name="semesterId">
            <Select
              aria-label="Dönem"
              style={{ width: 220 }}
              options={semesters}
              placeholder={semesters[0]?.label}
            />
          </Form.Item>
          <SelectItem label="Sınıf" name="schoolClassId">
            <Select aria-label="Sınıf" style={{ width: 160 }} options={recordOptions(classes)} />
          </SelectItem>
        </Space>
      )}
      {target === 'Students' && (
        <Form.Item label="Öğrenciler" name="studentIds" rules={rules.multiSelect('Öğrenci')}>
          <StudentSelect />
        </Form.Item>
      )}
      {target === 'Branch' && canSeeBranches && <BranchItem />}
      <OpenDaysItems />
      <Form.Item label="Bağlantı" name="sms">
        <Select aria-label="Bağlantı" options={optionsOf(SMS_RECIPIENTS, SMS_RECIPIENT_LABELS)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Gönder
      </Button>
    </Form>
  );
};

type ExternalValues = { assessmentId: string; branchId?: string; opensOn: Dayjs; closesOn: Dayjs };

/** A shareable link of an inventory for people outside the institution, open between two days. */
const ExternalForm = ({ onDone }: { onDone: () => void }) => {
  const [form] = Form.useForm<ExternalValues>();
  const refresh = useRefresh([ASSIGNMENT]);
  const [url, setUrl] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (v: ExternalValues) =>
      api.post(`${ASSIGNMENT}/external`, {
        body: {
          assessmentId: v.assessmentId,
          branchId: v.branchId ?? null,
          opensOn: v.opensOn.format(DAY),
          closesOn: v.closesOn.format(DAY),
        },
      }),
    onSuccess: (out) => {
      refresh();
      setUrl(out.url);
    },
  });
  const canSeeBranches = useCan(ACTIONS.general.branchesView);
  if (url)
    return (
      <>
        <Typography.Paragraph>
          Bağlantı oluşturuldu. Aday öğrencilere ve velilere gönderebilirsiniz:
        </Typography.Paragraph>
        <Typography.Paragraph copyable strong>
          {url}
        </Typography.Paragraph>
        <Button type="primary" onClick={onDone}>
          Tamam
        </Button>
      </>
    );
  return (
    <Form<ExternalValues>
      form={form}
      layout="vertical"
      onFinish={(v) => create.mutate(v)}
      disabled={create.isPending}
      initialValues={{ opensOn: dayjs(todayInIstanbul()), closesOn: dayjs(todayInIstanbul()).add(30, 'day') }}
    >
      <Typography.Paragraph type="secondary">
        Kurum dışından kişiler (aday öğrenciler, veliler) için tek bir paylaşılabilir bağlantı oluşturulur.
        Yanıtlayan önce adını ve cep telefonunu yazar; sonucu bu bilgilerle saklanır.
      </Typography.Paragraph>
      <AssessmentItem />
      {canSeeBranches && <BranchItem />}
      <OpenDaysItems />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Bağlantı Oluştur
      </Button>
    </Form>
  );
};

/** The links of one sending, as a list to print for a computer lab. */
const LinkList = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { data } = useQuery({
    queryKey: [ASSIGNMENT, 'links', id],
    queryFn: () => api.get(`${ASSIGNMENT}/{id}/links`, { path: { id } }),
  });
  return (
    <Modal open width={860} title={data?.name ?? 'Bağlantılar'} onCancel={onClose} footer={null}>
      <div className="printable">
        {data && (
          <Typography.Paragraph>
            {formatDay(data.opensOn)} – {formatDay(data.closesOn)} arasında yanıtlanabilir.
          </Typography.Paragraph>
        )}
        {data?.shareUrl && (
          <Alert
            type="info"
            style={{ marginBottom: 12 }}
            title="Paylaşılabilir bağlantı"
            description={
              <>
                <Typography.Paragraph style={{ margin: 0 }}>
                  Kurum dışından kişiler (aday öğrenciler, veliler) bu bağlantıyla formu yanıtlar; önce ad
                  soyad ve cep telefonu sorulur.
                </Typography.Paragraph>
                <Typography.Text copyable strong>
                  {data.shareUrl}
                </Typography.Text>
              </>
            }
          />
        )}
        <Space className="no-print" style={{ marginBottom: 12 }}>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            Yazdır
          </Button>
          <Button
            icon={<QrcodeOutlined />}
            onClick={() => void openPdf(`${ASSIGNMENT}/{id}/links/pdf`, { path: { id } })}
          >
            Karekodlu liste (PDF)
          </Button>
        </Space>
        {!data?.shareUrl && (
          <Table<LinkRow>
            rowKey="id"
            size="small"
            pagination={false}
            loading={!data}
            dataSource={data?.links ?? []}
            columns={[
              { title: 'Öğrenci', dataIndex: 'studentName' },
              { title: 'Sınıf', dataIndex: 'schoolClassName' },
              {
                title: 'Bağlantı',
                dataIndex: 'url',
                render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
              },
              {
                title: 'Durum',
                dataIndex: 'answered',
                render: (v: boolean) => (v ? <Tag color="green">Yanıtladı</Tag> : <Tag>Yanıtlamadı</Tag>),
              },
            ]}
          />
        )}
      </div>
    </Modal>
  );
};

/** A new sending to a class, a branch or chosen students. */
export const NewSendingDialog = ({ onClose }: { onClose: () => void }) => (
  <Modal open title="Yeni Gönderim" footer={null} onCancel={onClose} destroyOnHidden>
    <AssignForm onDone={onClose} />
  </Modal>
);

/** The shareable link for people outside the institution. */
export const ExternalLinkDialog = ({ onClose }: { onClose: () => void }) => (
  <Modal open title="Dış Katılımcı Bağlantısı" footer={null} onCancel={onClose} destroyOnHidden>
    <ExternalForm onDone={onClose} />
  </Modal>
);

export { LinkList as LinkListDialog };
