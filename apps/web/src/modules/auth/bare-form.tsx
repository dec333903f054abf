import type { Rule } from '@panel/shared/validation/rules';
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { type BareNotice, clearBareNotice, useBareNotice } from './bare-http';
import './bare-form.css';

/**
 * The anonymous forms' parts in plain HTML: native inputs and buttons (Enter submits, Tab
 * walks the fields, the phone shows its e-mail or password keyboard), labels tied to their
 * inputs and errors read out with them. Ant Design is not loaded on these pages.
 */

/** A field's check: a shared rule, or one that also reads the other fields (a repeated password). */
export type FieldRule<V> = (value: string, values: V) => string | null;
export const fromRule =
  <V,>(rule: Rule): FieldRule<V> =>
  (value) =>
    rule(value);

type Errors<V> = Partial<Record<keyof V & string, string | null>>;

/**
 * A form's values and errors, checked as the panel's forms check them: a field on leaving it,
 * a shown error again as it is typed, every field on submit; the first wrong field gets focus.
 * `revalidate` names the fields to check again when another one changes (the repetition of a
 * password when the password changes).
 */
export const useBareForm = <V extends Record<string, string>>(
  initial: V,
  rules: { [K in keyof V & string]?: FieldRule<V> },
  revalidate: Partial<Record<keyof V & string, (keyof V & string)[]>> = {},
) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const refs = useRef<Partial<Record<keyof V & string, HTMLInputElement | null>>>({});
  const check = (key: keyof V & string, all: V) => rules[key]?.(all[key] ?? '', all) ?? null;

  const field = (key: keyof V & string) => ({
    name: key,
    value: values[key],
    error: errors[key] ?? null,
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[key] = el;
    },
    onChange: (value: string) => {
      const next = { ...values, [key]: value };
      setValues(next);
      setErrors((e) => {
        const out = { ...e };
        if (e[key]) out[key] = check(key, next);
        for (const other of revalidate[key] ?? []) if (next[other]) out[other] = check(other, next);
        return out;
      });
    },
    onBlur: () => setErrors((e) => ({ ...e, [key]: check(key, values) })),
  });

  /** Checks every field; true when all are right, else the first wrong one is focused. */
  const validate = (): boolean => {
    const found = Object.fromEntries(
      (Object.keys(rules) as (keyof V & string)[]).map((key) => [key, check(key, values)]),
    ) as Errors<V>;
    setErrors(found);
    const first = (Object.keys(rules) as (keyof V & string)[]).find((key) => found[key]);
    if (first) refs.current[first]?.focus();
    return !first;
  };

  return { values, field, validate };
};

type FieldProps = ReturnType<ReturnType<typeof useBareForm>['field']> & {
  label: string;
  hint?: string;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'autoComplete' | 'autoFocus' | 'inputMode' | 'type' | 'disabled'
  >;

/** A labelled input; its error (or its hint) is read out with it. */
export const BareField = ({
  label,
  hint,
  error,
  inputRef,
  onChange,
  type = 'text',
  ...input
}: FieldProps) => {
  const id = useId();
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  const note = error ?? hint;
  return (
    <BareFieldFrame id={id} label={label} error={error} hint={hint} noteId={`${id}-note`}>
      <input
        {...input}
        id={id}
        ref={inputRef}
        type={password && shown ? 'text' : type}
        className="bare-field__input"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={note ? `${id}-note` : undefined}
        autoCapitalize={password || type === 'email' ? 'off' : undefined}
        spellCheck={password ? false : undefined}
      />
      {password && (
        <button
          type="button"
          className="bare-field__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Gizle' : 'Göster'}
        </button>
      )}
    </BareFieldFrame>
  );
};

/** The e-mail address field, as the browser's mail keyboard and autofill expect it. */
export const BareEmailField = (props: Omit<FieldProps, 'label' | 'type' | 'inputMode'>) => (
  <BareField {...props} label="E-posta" type="email" inputMode="email" />
);

/** A password field; it shows what was typed on demand. */
export const BarePasswordField = (props: Omit<FieldProps, 'type'>) => (
  <BareField {...props} type="password" />
);

/**
 * A bare field's frame around its control (`id`): the label tied to it, the box, and under
 * it the error, else the hint (`noteId` is what the control's aria-describedby names).
 */
export const BareFieldFrame = ({
  id,
  label,
  error,
  hint,
  noteId,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  hint?: string;
  noteId?: string;
  children: ReactNode;
}) => {
  const note = error ?? hint;
  return (
    <div className={`bare-field${error ? ' bare-field--invalid' : ''}`}>
      <label className="bare-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="bare-field__box">{children}</div>
      {note && (
        <div id={noteId} className={error ? 'bare-field__error' : 'bare-field__hint'}>
          {note}
        </div>
      )}
    </div>
  );
};

/** The form's one action: full width, at least a thumb high; shows that it works while it does. */
export const BareSubmit = ({ busy, children }: { busy: boolean; children: ReactNode }) => (
  <BareButton type="submit" busy={busy}>
    {children}
  </BareButton>
);

/** The bare pages' button; with `onClick`, one that is not a submit (accepting as the signed-in user). */
export const BareButton = ({
  busy,
  onClick,
  type = 'button',
  children,
}: {
  busy: boolean;
  onClick?: () => void;
  type?: 'button' | 'submit';
  children: ReactNode;
}) => (
  <button type={type} className="bare-button" disabled={busy} aria-busy={busy} onClick={onClick}>
    {busy && <span className="bare-button__spinner" aria-hidden="true" />}
    {children}
  </button>
);

/** A boxed message: info, the outcome of a step (success, warning) or an error. */
export const BareMessage = ({
  kind,
  title,
  children,
  testId,
}: {
  kind: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  children?: ReactNode;
  testId?: string;
}) => (
  <div
    className={`bare-message bare-message--${kind}`}
    role={kind === 'error' ? 'alert' : 'status'}
    data-testid={testId}
  >
    {title && <div className="bare-message__title">{title}</div>}
    {children && <div className="bare-message__body">{children}</div>}
  </div>
);

/** What the server answered to the page's last call (SPEC 8's title, message and its list of errors). */
export const CallNotice = () => {
  const notice: BareNotice | null = useBareNotice();
  // A notice belongs to the page it was raised on.
  useEffect(() => clearBareNotice, []);
  if (!notice) return null;
  return (
    <BareMessage kind={notice.kind} title={notice.title} testId="notice-error">
      <div>{notice.message}</div>
      {notice.errors && notice.errors.length > 0 && (
        <ul className="bare-message__list">
          {notice.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </BareMessage>
  );
};

/** A form that checks itself first, then runs `send` with the busy state and a fresh notice. */
export const BareForm = ({
  validate,
  send,
  busy,
  setBusy,
  children,
}: {
  validate: () => boolean;
  send: () => Promise<void>;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  children: ReactNode;
}) => {
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    clearBareNotice();
    setBusy(true);
    try {
      await send();
    } catch {
      // The notice above the form says why (CallNotice).
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      {children}
    </form>
  );
};

export const BackToSignIn = ({ children = 'Giriş sayfasına dön' }: { children?: ReactNode }) => (
  <div className="bare-links">
    <Link to="/sign-in">{children}</Link>
  </div>
);
