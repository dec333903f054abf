import { formatDay } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Card, Col, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import {
  useAbsenceWidget,
  useAnnouncementWidget,
  useFollowUpWidget,
  useLastExamWidget,
  useLicenseWidget,
  useRollCallWidget,
  useWeekRegistrationWidget,
} from './dashboard.api';

/**
 * The day's cards. Each asks for its figures when it renders; the summary page renders one
 * only for a widget the account has (GET widget/user), so a widget taken away on the
 * permission screens is never asked for.
 */

const Row = ({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) => (
  <div className="balance-row" data-testid={testId}>
    <span>{label}</span>
    <strong>{value}</strong>
  </div>
);

const WidgetCard = ({
  title,
  testId,
  loading,
  children,
}: {
  title: string;
  testId: string;
  loading: boolean;
  children: ReactNode;
}) => (
  <Col xs={24} lg={12}>
    <Card title={title} data-testid={testId}>
      {loading ? <Skeleton active paragraph={{ rows: 2 }} /> : children}
    </Card>
  </Col>
);

export const RollCallCard = () => {
  const { data } = useRollCallWidget();
  // A manager goes to the branch's "not yet taken" list, a teacher to his lessons of the day.
  const manages = useCan(ACTIONS.education.rollcallManage);
  return (
    <WidgetCard title="Alınmayan Yoklamalar" testId="rollcall-card" loading={!data}>
      {data && (
        <>
          <Row label="Bugün alınmayan yoklama" value={data.notTaken} testId="rollcall-not-taken" />
          <Row label="Bugünkü ders" value={data.lessons} />
          <Link to={manages ? '/education/student/rollcall?tab=not-taken' : '/education/student/rollcall'}>
            {manages ? 'Alınmayan yoklamalar' : 'Yoklama al'}
          </Link>
        </>
      )}
    </WidgetCard>
  );
};

export const AbsenceCard = () => {
  const { data } = useAbsenceWidget();
  return (
    <WidgetCard title="Bugünkü Devamsızlık" testId="absences-card" loading={!data}>
      {data && (
        <>
          <Row label="Derse gelmeyen öğrenci" value={data.absentStudents} testId="absent-students" />
          <Row label="Devamsızlık (ders)" value={`${data.absent} / ${data.held} (%${data.absenceRate})`} />
          <Row label="Geç kalan" value={data.late} />
          <Link to={`/education/report/rollcall?from=${data.date}&to=${data.date}`}>Yoklama raporu</Link>
        </>
      )}
    </WidgetCard>
  );
};

const Versus = ({ now, before }: { now: number; before: number }) => (
  <span>
    <strong>{now}</strong> <Typography.Text type="secondary">geçen yıl {before}</Typography.Text>
  </span>
);

export const WeekRegistrationCard = () => {
  const { data } = useWeekRegistrationWidget();
  return (
    <WidgetCard title="Bu Haftaki Kayıtlar" testId="registrations-week-card" loading={!data}>
      {data && (
        <>
          <Typography.Text type="secondary">
            {formatDay(data.periods.week.from)} – {formatDay(data.periods.week.to)}
          </Typography.Text>
          <div className="balance-row" data-testid="week-new-students">
            <span>Yeni öğrenci</span>
            <Versus now={data.newStudents.week} before={data.newStudents.weekLastYear} />
          </div>
          <div className="balance-row" data-testid="week-registrations">
            <span>Kayıt (satış)</span>
            <Versus now={data.registrations.week} before={data.registrations.weekLastYear} />
          </div>
          <Link to="/education/student">Öğrenci listesi</Link>
        </>
      )}
    </WidgetCard>
  );
};

export const FollowUpCard = () => {
  const { data } = useFollowUpWidget();
  return (
    <WidgetCard title="Bugünkü Aday Görüşmeleri" testId="crm-follow-ups-card" loading={!data}>
      {data && (
        <>
          <Row label="Bugün aranacak" value={data.dueToday} testId="crm-due-today" />
          <Row
            label="Günü geçmiş"
            value={
              <Typography.Text type={data.overdue > 0 ? 'danger' : undefined}>{data.overdue}</Typography.Text>
            }
          />
          <Link to={`/crm/search?outcome=Open&nextContactUntil=${data.date}`}>Aranacak adaylar</Link>
        </>
      )}
    </WidgetCard>
  );
};

const net = (n: number) => n.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const LastExamCard = () => {
  const { data } = useLastExamWidget();
  return (
    <WidgetCard title="Son Sınav Ortalaması" testId="last-exam-card" loading={!data}>
      {data &&
        (data.exam === null || data.averageNet === null ? (
          <Typography.Text type="secondary">Henüz okunmuş sınav yok.</Typography.Text>
        ) : (
          <>
            <Typography.Text strong>
              {data.exam.name} <Typography.Text type="secondary">{formatDay(data.exam.date)}</Typography.Text>
            </Typography.Text>
            {data.branches.length > 1 &&
              data.branches.map((b) => (
                <Row
                  key={b.branchId ?? ''}
                  label={`${b.branchName ?? 'Şubesiz'} (${b.students} öğrenci)`}
                  value={net(b.averageNet)}
                />
              ))}
            <div className="balance-row balance-row--total" data-testid="last-exam-average">
              <span>Ortalama net ({data.students} öğrenci)</span>
              <strong>{net(data.averageNet)}</strong>
            </div>
            <Link to={`/exam/report/exam-report?examId=${data.exam.id}`}>Sınav sonuçları</Link>
          </>
        ))}
    </WidgetCard>
  );
};

export const AnnouncementCard = () => {
  const { data } = useAnnouncementWidget();
  return (
    <WidgetCard title="Okunmamış Duyurular" testId="announcements-card" loading={!data}>
      {data && (
        <>
          <Row label="Okunmamış duyuru" value={data.unread} testId="unread-announcements" />
          <Link to="/messages">Duyurular</Link>
        </>
      )}
    </WidgetCard>
  );
};

export const LicenseCard = () => {
  const { data } = useLicenseWidget();
  return (
    <WidgetCard title="Lisans Süresi" testId="license-card" loading={!data}>
      {data && (
        <>
          {data.map((b) => (
            <Row
              key={b.branchId}
              label={b.branchName}
              value={
                b.daysLeft === null ? (
                  <Typography.Text type="danger">Lisans yok</Typography.Text>
                ) : (
                  <Typography.Text type={b.daysLeft <= 30 ? 'danger' : undefined}>
                    {b.daysLeft} gün ({formatDay(b.endsOn)})
                  </Typography.Text>
                )
              }
            />
          ))}
          <Link to="/general/branch">Şubeler</Link>
        </>
      )}
    </WidgetCard>
  );
};
