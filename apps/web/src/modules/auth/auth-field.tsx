import type { Rule } from '@panel/shared/validation/rules';
import { type ReactElement, useId } from 'react';

/**
 * A labelled field of the anonymous pages, checked with the shared rule on blur and on
 * submit. Plain markup in Ant Design's classes: its Form brings the form store, the async
 * validator and the tooltip with it, a fifth of what the sign-in page downloads.
 */
export const AuthField = ({
  label,
  error,
  children,
}: {
  label: string;
  error: string | null;
  children: (id: string, invalid: boolean) => ReactElement;
}) => {
  const id = useId();
  return (
    <div className={`ant-form-item auth-field${error ? ' ant-form-item-has-error' : ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id, !!error)}
      {error && (
        <div className="ant-form-item-explain-error auth-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
};

/** The messages of a form's fields against their rules: null where a field is valid. */
export const checkFields = <K extends string>(
  values: Record<K, string>,
  fieldRules: Record<K, Rule>,
): Record<K, string | null> =>
  Object.fromEntries(
    (Object.keys(fieldRules) as K[]).map((key) => [key, fieldRules[key](values[key])]),
  ) as Record<K, string | null>;
