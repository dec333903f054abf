import { CAMPAIGN_KVKK_REQUIRED } from '@panel/shared/crm/campaign-messages';
import type { TPublicCampaign } from '@panel/shared/crm/campaigns';
import { GRADE_LEVELS, gradeLevelLabels } from '@panel/shared/education/enums';
import { phoneAsTyped } from '@panel/shared/validation/phone';
import { phoneRule, selectRule, textRule } from '@panel/shared/validation/rules';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { optionsOf } from '../../../components/enum-options';
import { recordOptions } from '../../../components/record-options';
import { AuthCard } from '../../auth/auth-card';
import {
  BareField,
  BareFieldFrame,
  BareForm,
  BareMessage,
  BareSubmit,
  CallNotice,
  fromRule,
  useBareForm,
} from '../../auth/bare-form';
import { bareApi } from '../../auth/bare-http';

type Values = {
  studentFirstName: string;
  studentLastName: string;
  gradeLevel: string;
  parentFirstName: string;
  parentLastName: string;
  phone: string;
  branchId: string;
};

/** A native select styled as the bare fields: the phone's own picker, no UI kit. */
const BareSelect = ({
  label,
  value,
  error,
  options,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <BareFieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        className="bare-field__input"
        value={value}
        aria-invalid={!!error}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Seçiniz</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </BareFieldFrame>
  );
};

const GRADE_OPTIONS = optionsOf(GRADE_LEVELS, gradeLevelLabels);

const ApplicationForm = ({ campaign }: { campaign: TPublicCampaign }) => {
  const single = campaign.branches.length === 1 ? campaign.branches[0]!.id : '';
  const { values, field, validate } = useBareForm<Values>(
    {
      studentFirstName: '',
      studentLastName: '',
      gradeLevel: '',
      parentFirstName: '',
      parentLastName: '',
      phone: '',
      branchId: single,
    },
    {
      studentFirstName: fromRule(textRule('Öğrenci Adı', 60)),
      studentLastName: fromRule(textRule('Öğrenci Soyadı', 60)),
      gradeLevel: fromRule(selectRule('Sınıf Seviyesi')),
      parentFirstName: fromRule(textRule('Veli Adı', 60)),
      parentLastName: fromRule(textRule('Veli Soyadı', 60)),
      phone: fromRule(phoneRule),
      branchId: fromRule(selectRule('Şube')),
    },
  );
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ accepted: boolean; message: string } | null>(null);
  const kvkkId = useId();
  if (answer)
    return (
      <BareMessage kind={answer.accepted ? 'success' : 'info'} title="Teşekkürler" testId="campaign-answer">
        {answer.message}
      </BareMessage>
    );
  const grade = field('gradeLevel');
  const branch = field('branchId');
  return (
    <BareForm
      validate={() => {
        const fieldsOk = validate();
        setConsentError(consent ? null : CAMPAIGN_KVKK_REQUIRED);
        return fieldsOk && consent;
      }}
      busy={busy}
      setBusy={setBusy}
      send={async () => {
        setAnswer(
          await bareApi.post('campaign/public/{campaign_id}', {
            path: { campaign_id: campaign.id },
            body: {
              ...values,
              kvkkConsent: true,
              kvkkVersion: campaign.kvkkVersion ?? undefined,
              ...(website ? { website } : {}),
            },
          }),
        );
      }}
    >
      <CallNotice />
      <BareField {...field('studentFirstName')} label="Öğrenci Adı" autoComplete="off" />
      <BareField {...field('studentLastName')} label="Öğrenci Soyadı" autoComplete="off" />
      <BareSelect label="Sınıf Seviyesi" {...grade} options={GRADE_OPTIONS} />
      <BareField {...field('parentFirstName')} label="Veli Adı" autoComplete="given-name" />
      <BareField {...field('parentLastName')} label="Veli Soyadı" autoComplete="family-name" />
      <BareField
        {...field('phone')}
        onChange={(v) => field('phone').onChange(phoneAsTyped(v))}
        label="Telefon"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="0(5xx) xxx xx xx"
      />
      {campaign.branches.length > 1 && (
        <BareSelect label="Şube" {...branch} options={recordOptions(campaign.branches)} />
      )}
      {/* A field people never see: only a form-filling robot writes in it. */}
      <div
        aria-hidden="true"
        style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label>
          Web sitesi
          <input
            tabIndex={-1}
            autoComplete="off"
            name="website"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </label>
      </div>
      {campaign.kvkkText && (
        <div className="bare-field" style={{ fontSize: 13 }}>
          <p style={{ maxHeight: 160, overflowY: 'auto', whiteSpace: 'pre-wrap' }} data-testid="kvkk-text">
            {campaign.kvkkText}
          </p>
          <label htmlFor={kvkkId} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <input
              id={kvkkId}
              type="checkbox"
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (e.target.checked) setConsentError(null);
              }}
            />
            KVKK aydınlatma metnini okudum, onaylıyorum.
          </label>
          {consentError && <div className="bare-field__error">{consentError}</div>}
        </div>
      )}
      <BareSubmit busy={busy}>Gönder</BareSubmit>
    </BareForm>
  );
};

/** /campaign/public/{id}: a family applies to a campaign from its phone. */
export const CampaignPublicPage = () => {
  const { id = '' } = useParams();
  const [campaign, setCampaign] = useState<TPublicCampaign | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    bareApi
      .get('campaign/public/{campaign_id}', { path: { campaign_id: id } })
      .then(setCampaign)
      .catch(() => setMissing(true));
  }, [id]);
  if (missing)
    return (
      <AuthCard title="Başvuru Formu">
        <CallNotice />
      </AuthCard>
    );
  if (!campaign) return <AuthCard title="Başvuru Formu">{null}</AuthCard>;
  return (
    <AuthCard title={campaign.name}>
      {campaign.description && <p>{campaign.description}</p>}
      {campaign.open ? (
        <ApplicationForm campaign={campaign} />
      ) : (
        <BareMessage kind="info" testId="campaign-closed">
          {campaign.closedMessage}
        </BareMessage>
      )}
    </AuthCard>
  );
};
