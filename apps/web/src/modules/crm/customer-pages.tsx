import { formatDay } from '@panel/shared/common/dates';
import { CUSTOMER_SORTS } from '@panel/shared/crm/customers';
import { CUSTOMER_OUTCOMES, type CustomerOutcome, customerOutcomeLabels } from '@panel/shared/crm/enums';
import { GRADE_LEVELS, gradeLevelLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { normalisePhone } from '@panel/shared/validation/phone';
import { Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { orDash } from '../../components/empty-cell';
import { optionsOf } from '../../components/enum-options';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { ListReportActions } from '../../components/list-report-actions';
import { recordOptions } from '../../components/record-options';
import { useOptions } from '../../components/resource-api';
import { sortable, sortableDayColumn } from '../../components/sortable-column';
import { BranchFilter } from '../education/education-filters';
import { useListFilter } from '../education/education-options';
import {
  type Choice,
  CUSTOMERS,
  type CustomerRow,
  customerPath,
  INTERVIEW_STATES,
  type InterviewState,
  REFERENCES,
  type Reference,
} from './crm.api';
import { CustomerForm } from './customer-form';

const OUTCOME_COLORS: Record<CustomerOutcome, string> = { Open: 'blue', Won: 'green', Lost: 'default' };
export const OutcomeTag = ({ outcome }: { outcome: CustomerOutcome }) => (
  <Tag color={OUTCOME_COLORS[outcome]}>{customerOutcomeLabels[outcome]}</Tag>
);

/** /crm/new: a new customer; the card opens once saved. */
export const CustomerNewPage = () => {
  const navigate = useNavigate();
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Yeni Müşteri
      </Typography.Title>
      <CustomerForm onSaved={(id) => navigate(customerPath(id))} />
    </>
  );
};

/** /crm/search: the shared customer filter, paged and sorted on the server, with its Excel. */
export const CustomerSearchPage = () => {
  const canAdd = useCan(ACTIONS.crm.manage);
  const states = useOptions<InterviewState>(INTERVIEW_STATES).data;
  const references = useOptions<Reference>(REFERENCES).data;
  const campaigns = useOptions<Choice>('crm/campaign-choice').data;
  const consultants = useOptions<Choice>('crm/consultant').data;
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [gradeLevel, setGradeLevel] = useListFilter<string>('gradeLevel');
  const [outcome, setOutcome] = useListFilter<CustomerOutcome>('outcome');
  const [interviewStateId, setState] = useListFilter<string>('interviewStateId');
  const [ownerAccountId, setOwner] = useListFilter<string>('ownerAccountId');
  const [referenceId, setReference] = useListFilter<string>('referenceId');
  const [campaignId, setCampaign] = useListFilter<string>('campaignId');
  // Set by the dashboard's follow-up widget: the customers to call by a day.
  const [nextContactUntil, setNextContactUntil] = useListFilter<string>('nextContactUntil');
  const filters = {
    nextContactUntil,
    branchId,
    gradeLevel,
    outcome,
    interviewStateId,
    ownerAccountId,
    referenceId,
    campaignId,
  };
  return (
    <ListPage<CustomerRow>
      title="Müşteri Arama"
      endpoint={CUSTOMERS}
      searchPlaceholder="Ad, okul veya telefon ara"
      emptyText="Aramaya uyan müşteri yok."
      addPath={canAdd ? '/crm/new' : undefined}
      addLabel="Yeni Müşteri"
      filters={filters}
      toolbar={
        <>
          {nextContactUntil && (
            <Tag closable onClose={() => setNextContactUntil(undefined)}>
              Sonraki görüşme {formatDay(nextContactUntil)} ve öncesi
            </Tag>
          )}
          <BranchFilter value={branchId} onChange={setBranchId} width={170} />
          <FilterSelect
            label="Sınıf"
            placeholder="Tüm sınıflar"
            options={optionsOf(GRADE_LEVELS, gradeLevelLabels)}
            value={gradeLevel}
            onChange={(v?: string) => setGradeLevel(v)}
            width={140}
          />
          <FilterSelect
            label="Sonuç"
            placeholder="Tüm sonuçlar"
            options={optionsOf(CUSTOMER_OUTCOMES, customerOutcomeLabels)}
            value={outcome}
            onChange={(v?: CustomerOutcome) => setOutcome(v)}
            width={140}
          />
          <FilterSelect
            label="Durum"
            placeholder="Tüm durumlar"
            options={recordOptions(states ?? [])}
            value={interviewStateId}
            onChange={(v?: string) => setState(v)}
            width={170}
          />
          <FilterSelect
            label="Danışman"
            placeholder="Tüm danışmanlar"
            options={recordOptions(consultants ?? [])}
            value={ownerAccountId}
            onChange={(v?: string) => setOwner(v)}
            width={170}
          />
          <FilterSelect
            label="Referans"
            placeholder="Tüm referanslar"
            options={recordOptions(references ?? [])}
            value={referenceId}
            onChange={(v?: string) => setReference(v)}
            width={170}
          />
          <FilterSelect
            label="Kampanya"
            placeholder="Tüm kampanyalar"
            options={recordOptions(campaigns ?? [])}
            value={campaignId}
            onChange={(v?: string) => setCampaign(v)}
            width={190}
          />
          <ListReportActions endpoint={CUSTOMERS} filters={filters} fileName="Müşteri Listesi" />
        </>
      }
      columns={[
        {
          title: 'Öğrenci',
          ...sortable(CUSTOMER_SORTS, 'name'),
          render: (_, r) => <Link to={customerPath(r.id)}>{r.name}</Link>,
        },
        { title: 'Sınıf', dataIndex: 'gradeLevel', render: orDash },
        { title: 'Okulu', dataIndex: 'currentSchool', render: orDash },
        { title: 'Veli', dataIndex: 'parentName', render: orDash },
        { title: 'Telefon', dataIndex: 'phoneDigits', render: (v: string) => normalisePhone(v) },
        { title: 'Son Durum', dataIndex: 'stateName', render: orDash },
        { title: 'Danışman', dataIndex: 'ownerName', render: orDash },
        { title: 'Sonuç', dataIndex: 'outcome', render: (v: CustomerOutcome) => <OutcomeTag outcome={v} /> },
        {
          title: 'Sonraki Görüşme',
          dataIndex: 'nextContactOn',
          ...sortable(CUSTOMER_SORTS, 'nextContactOn'),
          render: (v: string | null) => (v ? formatDay(v) : '-'),
        },
        sortableDayColumn('Kayıt', CUSTOMER_SORTS, 'createdAt'),
      ]}
    />
  );
};
