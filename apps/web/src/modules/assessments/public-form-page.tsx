import { phoneAsTyped, phoneProblemOf } from '@panel/shared/validation/phone';
import {
  type CSSProperties,
  type InputHTMLAttributes,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate, useParams } from 'react-router';

type Kind = 'Likert' | 'Single' | 'Multiple' | 'Text';
type Question = {
  key: string;
  text: string;
  kind: Kind;
  required: boolean;
  options: { key: string; label: string }[];
};
type Answer = { questionKey: string; optionKeys: string[]; text: string | null };
type View =
  | {
      state: 'Used' | 'Closed' | 'NotYetOpen' | 'Unknown';
      message: string;
      name?: string;
      institution?: string;
    }
  | {
      state: 'Open';
      name: string;
      institution: string;
      description: string | null;
      displayMode: 'OnePerScreen' | 'AllOnOnePage';
      firstName: string | null;
      questions: Question[];
      answers: Answer[];
    };
type Load = { status: 'loading' } | { status: 'failed' } | { status: 'done'; view: View };

/**
 * Plain fetch, not the app's client: the person behind the link is not signed in (a stale
 * token in this browser must not lead to the sign-in page), and the page stays small on a phone.
 */
const request = async <T,>(path: string, body?: unknown): Promise<{ ok: boolean; data: T }> => {
  const res = await fetch(`/api/assessment/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    credentials: 'omit',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { ok: res.ok, data: (await res.json()) as T };
};

const page: CSSProperties = {
  minHeight: '100vh',
  background: '#f5f8fa',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  color: '#181c32',
  padding: '16px 12px 40px',
};
const card: CSSProperties = {
  maxWidth: 560,
  margin: '0 auto',
  background: '#fff',
  borderRadius: 12,
  padding: 20,
  boxShadow: '0 1px 4px rgba(0,0,0,.06)',
};
const choice = (selected: boolean): CSSProperties => ({
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  textAlign: 'left',
  padding: '14px 16px',
  margin: '8px 0',
  fontSize: 16,
  borderRadius: 10,
  border: `2px solid ${selected ? '#009EF7' : '#e4e6ef'}`,
  background: selected ? '#f1faff' : '#fff',
  color: '#181c32',
  cursor: 'pointer',
});
const primary: CSSProperties = {
  padding: '14px 20px',
  fontSize: 16,
  borderRadius: 10,
  border: 'none',
  background: '#009EF7',
  color: '#fff',
  cursor: 'pointer',
  fontWeight: 600,
};
const secondary: CSSProperties = { ...primary, background: '#f1f1f4', color: '#3f4254' };

const Shell = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <main style={page}>
    <div style={card}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>{title}</h1>
      {children}
    </div>
  </main>
);

const isAnswered = (q: Question, a: Answer | undefined) =>
  !!a && (q.kind === 'Text' ? (a.text ?? '').trim().length > 0 : a.optionKeys.length > 0);

const QuestionBlock = ({
  q,
  index,
  answer,
  onChange,
}: {
  q: Question;
  index: number;
  answer: Answer | undefined;
  onChange: (a: Answer) => void;
}) => {
  const chosen = answer?.optionKeys ?? [];
  const toggle = (key: string) => {
    const optionKeys =
      q.kind === 'Multiple'
        ? chosen.includes(key)
          ? chosen.filter((k) => k !== key)
          : [...chosen, key]
        : [key];
    onChange({ questionKey: q.key, optionKeys, text: null });
  };
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: '0 0 20px' }}>
      <legend style={{ fontSize: 17, fontWeight: 600, marginBottom: 8 }}>
        {index + 1}. {q.text}
        {q.required ? '' : ' (isteğe bağlı)'}
      </legend>
      {q.kind === 'Text' ? (
        <textarea
          aria-label={q.text}
          rows={4}
          style={{
            width: '100%',
            fontSize: 16,
            padding: 10,
            borderRadius: 10,
            border: '2px solid #e4e6ef',
            boxSizing: 'border-box',
          }}
          value={answer?.text ?? ''}
          onChange={(e) => onChange({ questionKey: q.key, optionKeys: [], text: e.target.value })}
        />
      ) : (
        q.options.map((o) => (
          <label key={o.key} style={choice(chosen.includes(o.key))}>
            <input
              type={q.kind === 'Multiple' ? 'checkbox' : 'radio'}
              name={q.key}
              checked={chosen.includes(o.key)}
              onChange={() => toggle(o.key)}
              style={{ marginRight: 10, width: 18, height: 18, verticalAlign: 'middle' }}
            />
            {o.label}
          </label>
        ))
      )}
    </fieldset>
  );
};

const OpenForm = ({ token, view }: { token: string; view: Extract<View, { state: 'Open' }> }) => {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answer[]>(view.answers);
  const firstOpen = view.questions.findIndex(
    (q) =>
      !isAnswered(
        q,
        view.answers.find((a) => a.questionKey === q.key),
      ),
  );
  const [index, setIndex] = useState(Math.max(firstOpen, 0));
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const byKey = new Map(answers.map((a) => [a.questionKey, a]));
  const done = view.questions.filter((q) => isAnswered(q, byKey.get(q.key))).length;

  const save = (next: Answer[]) => {
    setSaving('saving');
    request<unknown>(`${token}/answers`, { answers: next })
      .then((r) => setSaving(r.ok ? 'saved' : 'failed'))
      .catch(() => setSaving('failed'));
  };
  const change = (a: Answer) => {
    const next = [...answers.filter((x) => x.questionKey !== a.questionKey), a];
    setAnswers(next);
    setError(null);
    if (timer.current) clearTimeout(timer.current);
    // Typing waits for a pause; a tapped choice is saved at once.
    timer.current = setTimeout(() => save(next), a.text !== null ? 600 : 0);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const submit = async () => {
    setSending(true);
    try {
      const r = await request<{ message?: string; errors?: string[] }>(`${token}/submit`, { answers });
      if (r.ok) navigate('/assessment/thank-you', { replace: true });
      else setError(r.data.errors?.join(' ') ?? r.data.message ?? 'Form gönderilemedi.');
    } catch {
      setError('Bağlantı kurulamadı. Yanıtlarınız kayıtlı; lütfen tekrar deneyin.');
    } finally {
      setSending(false);
    }
  };

  const one = view.displayMode === 'OnePerScreen';
  const q = view.questions[index]!;
  const last = index === view.questions.length - 1;
  return (
    <Shell title={view.name}>
      <p style={{ color: '#7e8299', margin: '0 0 8px' }}>
        {view.institution}
        {view.firstName ? ` · Merhaba ${view.firstName}` : ''}
      </p>
      {view.description && <p style={{ marginTop: 0 }}>{view.description}</p>}
      <div
        role="progressbar"
        aria-label="İlerleme"
        aria-valuemin={0}
        aria-valuemax={view.questions.length}
        aria-valuenow={done}
        style={{ margin: '12px 0 20px' }}
      >
        <div style={{ height: 8, background: '#f1f1f4', borderRadius: 4 }}>
          <div
            style={{
              height: 8,
              width: `${(done / view.questions.length) * 100}%`,
              background: '#50cd89',
              borderRadius: 4,
            }}
          />
        </div>
        <small style={{ color: '#7e8299' }}>
          {done} / {view.questions.length} soru yanıtlandı
          {saving === 'saved' && ' · kaydedildi'}
          {saving === 'failed' && ' · kaydedilemedi, bağlantınızı kontrol edin'}
        </small>
      </div>
      {one ? (
        <QuestionBlock q={q} index={index} answer={byKey.get(q.key)} onChange={change} />
      ) : (
        view.questions.map((x, i) => (
          <QuestionBlock key={x.key} q={x} index={i} answer={byKey.get(x.key)} onChange={change} />
        ))
      )}
      {error && (
        <p role="alert" style={{ color: '#f1416c' }}>
          {error}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
        {one && (
          <button type="button" style={secondary} disabled={index === 0} onClick={() => setIndex(index - 1)}>
            Geri
          </button>
        )}
        {one && !last ? (
          <button type="button" style={primary} onClick={() => setIndex(index + 1)}>
            İleri
          </button>
        ) : (
          <button type="button" style={primary} disabled={sending} onClick={() => void submit()}>
            Gönder
          </button>
        )}
      </div>
    </Shell>
  );
};

const TITLES: Record<Exclude<View['state'], 'Open'>, string> = {
  Used: 'Form gönderildi',
  Closed: 'Süre doldu',
  NotYetOpen: 'Form henüz açılmadı',
  Unknown: 'Bağlantı geçersiz',
};

/** The form behind one personal token: its state page, or the questions. */
const LinkForm = ({ token, onUnknown }: { token: string; onUnknown?: () => void }) => {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    request<View>(token)
      .then((r) => {
        if (!live) return;
        if (r.ok && r.data.state === 'Unknown' && onUnknown) onUnknown();
        else setLoad(r.ok ? { status: 'done', view: r.data } : { status: 'failed' });
      })
      .catch(() => live && setLoad({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [token, onUnknown]);
  if (load.status === 'loading') return <Shell title="Envanter">Yükleniyor…</Shell>;
  if (load.status === 'failed') return <Unavailable />;
  const { view } = load;
  if (view.state === 'Open') return <OpenForm token={token} view={view} />;
  return <StatePage view={view} />;
};

const Unavailable = () => (
  <Shell title="Envanter">Form şu anda açılamıyor. Lütfen biraz sonra yeniden deneyin.</Shell>
);

const StatePage = ({
  view,
}: {
  view: { state: Exclude<View['state'], 'Open'>; message: string; name?: string };
}) => (
  <Shell title={TITLES[view.state]}>
    {view.name && <p style={{ fontWeight: 600 }}>{view.name}</p>}
    <p>{view.message}</p>
  </Shell>
);

export const PublicFormPage = () => {
  const { token = '' } = useParams();
  return <LinkForm token={token} />;
};

type ExternalView =
  | { state: Exclude<View['state'], 'Open'>; message: string; name?: string; institution?: string }
  | { state: 'Open'; name: string; institution: string; description: string | null; closesOn: string };

const RELATIONS = [
  { value: 'Candidate', label: 'Aday öğrenci' },
  { value: 'Parent', label: 'Veli' },
] as const;

const field: CSSProperties = {
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  fontSize: 16,
  padding: '12px 10px',
  margin: '4px 0 4px',
  borderRadius: 10,
  border: '2px solid #e4e6ef',
};
const fieldError: CSSProperties = { color: '#f1416c', fontSize: 14, margin: '0 0 12px' };

/** A labelled text box of the start form, with its problem under it once the user tried to start. */
const TextField = ({
  id,
  label,
  problem,
  ...input
}: {
  id: string;
  label: string;
  problem: string | null | undefined;
} & InputHTMLAttributes<HTMLInputElement>) => (
  <>
    <label htmlFor={id} style={{ fontWeight: 600 }}>
      {label}
    </label>
    <input id={id} style={field} {...input} />
    {problem && <p style={fieldError}>{problem}</p>}
  </>
);

/** Where this browser keeps the personal token an external link gave, so a reload resumes the answers. */
export const externalTokenKey = (shareToken: string) => `assessment-external:${shareToken}`;

/** The name, mobile phone and who the person is: asked once, before the questions. */
const StartForm = ({
  shareToken,
  view,
  onStarted,
}: {
  shareToken: string;
  view: Extract<ExternalView, { state: 'Open' }>;
  onStarted: (token: string) => void;
}) => {
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [relation, setRelation] = useState<'Candidate' | 'Parent'>('Candidate');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const nameProblem = fullName.trim() === '' ? 'Lütfen Ad Soyad Giriniz!' : null;
  const phoneProblem = phoneProblemOf(phone, true);
  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (nameProblem || phoneProblem) return;
    setSending(true);
    try {
      const r = await request<{ token?: string; message?: string; errors?: string[] }>(
        `external-profile/${shareToken}/start`,
        { fullName, mobilePhone: phone, relation },
      );
      if (r.ok && r.data.token) onStarted(r.data.token);
      else setError(r.data.message ?? 'Form başlatılamadı.');
    } catch {
      setError('Bağlantı kurulamadı. Lütfen tekrar deneyin.');
    } finally {
      setSending(false);
    }
  };
  return (
    <Shell title={view.name}>
      <p style={{ color: '#7e8299', margin: '0 0 8px' }}>{view.institution}</p>
      {view.description && <p style={{ marginTop: 0 }}>{view.description}</p>}
      <p>Başlamadan önce lütfen adınızı ve cep telefonunuzu yazın; sonucunuz bu bilgilerle saklanır.</p>
      <form onSubmit={(e) => void start(e)} noValidate>
        <TextField
          id="external-name"
          label="Ad Soyad"
          problem={shown ? nameProblem : null}
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
        />
        <TextField
          id="external-phone"
          label="Cep Telefonu"
          problem={shown ? phoneProblem : null}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0(5xx) xxx xx xx"
          value={phone}
          onChange={(e) => setPhone(phoneAsTyped(e.target.value))}
        />
        <fieldset style={{ border: 'none', padding: 0, margin: '12px 0 16px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 4 }}>Formu dolduran</legend>
          {RELATIONS.map((r) => (
            <label key={r.value} style={choice(relation === r.value)}>
              <input
                type="radio"
                name="relation"
                checked={relation === r.value}
                onChange={() => setRelation(r.value)}
                style={{ marginRight: 10, width: 18, height: 18, verticalAlign: 'middle' }}
              />
              {r.label}
            </label>
          ))}
        </fieldset>
        {error && (
          <p role="alert" style={{ color: '#f1416c' }}>
            {error}
          </p>
        )}
        <button type="submit" style={primary} disabled={sending}>
          Başla
        </button>
      </form>
    </Shell>
  );
};

/**
 * /assessment/external-profile/{id}: the shared link of an inventory for someone outside the
 * institution. The personal token the start gives is kept in this browser, so a reload or a
 * dropped connection comes back to the answers; a token the server no longer knows starts over.
 */
export const ExternalFormPage = () => {
  const { id: shareToken = '' } = useParams();
  const key = externalTokenKey(shareToken);
  const [token, setToken] = useState<string | null>(() => readStored(key));
  const [load, setLoad] = useState<
    { status: 'loading' } | { status: 'failed' } | { status: 'done'; view: ExternalView }
  >({ status: 'loading' });
  useEffect(() => {
    let live = true;
    request<ExternalView>(`external-profile/${shareToken}`)
      .then((r) => live && setLoad(r.ok ? { status: 'done', view: r.data } : { status: 'failed' }))
      .catch(() => live && setLoad({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [shareToken]);
  const forget = useCallback(() => {
    removeStored(key);
    setToken(null);
  }, [key]);
  if (load.status === 'loading') return <Shell title="Envanter">Yükleniyor…</Shell>;
  if (load.status === 'failed') return <Unavailable />;
  const { view } = load;
  if (view.state !== 'Open') return <StatePage view={view} />;
  if (token) return <LinkForm token={token} onUnknown={forget} />;
  return (
    <StartForm
      shareToken={shareToken}
      view={view}
      onStarted={(t) => {
        writeStored(key, t);
        setToken(t);
      }}
    />
  );
};

// Storage can be refused (private mode, a full quota): the form then works for this visit only.
const readStored = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const writeStored = (key: string, value: string) => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Kept in memory only.
  }
};
const removeStored = (key: string) => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
};

export const ThankYouPage = () => (
  <Shell title="Teşekkürler">
    <p>Yanıtlarınız kaydedildi. Sonuçlarınızı rehber öğretmeninizle birlikte değerlendirebilirsiniz.</p>
  </Shell>
);
