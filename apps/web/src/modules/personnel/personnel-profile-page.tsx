import { UserOutlined } from '@ant-design/icons';
import { formatDay } from '@panel/shared/common/dates';
import { fullName } from '@panel/shared/common/person';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Avatar,
  Button,
  Card,
  Descriptions,
  Flex,
  Result,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, Suspense } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { ConfirmDelete } from '../../components/confirm-delete';
import { lazyNamed } from '../../components/lazy-named';
import {
  PERSONNEL,
  PERSONNEL_LIST,
  type Personnel,
  usePersonnel,
  usePersonnelSummary,
} from './personnel.api';
import { PersonnelContactTab } from './personnel-contact-tab';
import { EmploymentActions } from './personnel-employment-actions';
import { EmploymentTag } from './personnel-employment-tag';

// The tabs past the first load when first opened, so the card itself opens fast.
const PersonnelInfoTab = lazyNamed(() => import('./personnel-info-tab'), 'PersonnelInfoTab');
const PersonnelTeacherTab = lazyNamed(() => import('./personnel-teacher-tab'), 'PersonnelTeacherTab');
const PersonnelUsersTab = lazyNamed(() => import('./personnel-users-tab'), 'PersonnelUsersTab');
const later = (tab: ReactNode) => <Suspense fallback={<Skeleton active />}>{tab}</Suspense>;

const TABS = ['contact', 'info', 'teacher', 'users'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (v: string | null): v is TabKey => TABS.includes(v as TabKey);

/**
 * Deleting leaves the card before the lists refresh, so the deleted record is not asked
 * for again. The server refuses people with classes, program entries or accounts.
 */
const useDeletePersonnel = (id: string) => {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.get('personnel/delete/{id}', { path: { id } }),
    onSuccess: () => {
      navigate('/personnel/search', { replace: true });
      return Promise.all([
        client.invalidateQueries({ queryKey: [PERSONNEL, 'page'] }),
        client.invalidateQueries({ queryKey: [PERSONNEL_LIST] }),
      ]);
    },
  });
};

const PersonnelHeader = ({ person, canManage }: { person: Personnel; canManage: boolean }) => {
  const summary = usePersonnelSummary(person.id).data;
  const remove = useDeletePersonnel(person.id);
  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex gap={16} align="flex-start">
          <Avatar size={64} src={summary?.profilePictureUrl ?? undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {fullName(person)}
            </Typography.Title>
            <Space wrap size={[8, 4]} style={{ marginTop: 4 }}>
              <EmploymentTag state={person.employmentState} />
              {person.isTeacher && <Tag color="blue">Öğretmen</Tag>}
            </Space>
          </div>
        </Flex>
        <Space wrap>
          <EmploymentActions person={person} />
          {canManage && <ConfirmDelete onConfirm={() => remove.mutateAsync()} />}
        </Space>
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginTop: 16 }}>
        <Descriptions.Item label="Şube">{person.branchName}</Descriptions.Item>
        <Descriptions.Item label="Görev">{person.title || '-'}</Descriptions.Item>
        <Descriptions.Item label="İşe Başlama">{formatDay(person.employmentStartDate)}</Descriptions.Item>
        {person.employmentState === 'Dismissed' && (
          <Descriptions.Item label="İşten Ayrılış">
            {formatDay(person.employmentDismissalDate)}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
};

/** /personnel/{id}: the staff card; the open tab is kept in `?tab=`. */
export const PersonnelProfilePage = () => {
  const { personnel_id: id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const canManage = useCan(ACTIONS.personnel.manage);
  const person = usePersonnel(id);
  const rawTab = search.get('tab');
  const tab: TabKey = isTab(rawTab) ? rawTab : 'contact';
  const openTab = (key: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  if (person.isError)
    return (
      <Result
        status="404"
        title="Personel bulunamadı"
        subTitle="Kayıt silinmiş ya da bu hesabın şubelerinde değil."
        extra={
          <Link to="/personnel/search">
            <Button type="primary">Personel Listesi</Button>
          </Link>
        }
      />
    );
  const p = person.data;
  if (!p) return <Skeleton active />;
  return (
    <>
      <PersonnelHeader person={p} canManage={canManage} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={openTab}
          items={[
            {
              key: 'contact',
              label: 'İletişim',
              children: <PersonnelContactTab person={p} canManage={canManage} />,
            },
            {
              key: 'info',
              label: 'Bilgiler',
              children: later(<PersonnelInfoTab person={p} canManage={canManage} />),
            },
            {
              key: 'teacher',
              label: 'Öğretmen',
              children: later(<PersonnelTeacherTab person={p} canManage={canManage} />),
            },
            { key: 'users', label: 'Kullanıcılar', children: later(<PersonnelUsersTab person={p} />) },
          ]}
        />
      </Card>
    </>
  );
};
