import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, ButtonLink } from '@atelier/ui';
import type { CreditCostDto } from '@atelier/api-types';
import { useLoginPath } from '../../../lib/use-login-path';

export interface GeneratorFormProps {
  /** The input's visible label. */
  label: string;
  placeholder: string;
  /** Copy type, style or output choices, above the input. */
  options?: ReactNode;
  /** What a run costs, shown before it runs (from the API); undefined while the costs load. */
  cost: CreditCostDto | undefined;
  /** Balance of the cost's currency; undefined while unknown. */
  balance: number | undefined;
  busy: boolean;
  error: string | null;
  signedIn: boolean;
  /** Resolves true when the run succeeded (the input is then cleared). */
  onSubmit(input: string): Promise<boolean>;
}

const PAYS_FOR = { RC: 'RC pays for text', SC: 'SC pays for visuals' } as const;

/**
 * A generator's form: non-empty trimmed input required (spec 001 §5), 'Generating...' while busy (§4),
 * the cost shown before the run and the failure's text in red under the form (§8).
 */
export function GeneratorForm({ label, placeholder, options, cost, balance, busy, error, signedIn, onSubmit }: GeneratorFormProps) {
  const id = useId();
  const loginPath = useLoginPath();
  const [input, setInput] = useState('');
  const blank = input.trim() === '';
  const short = cost !== undefined && balance !== undefined && balance < cost.amount;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    if (await onSubmit(input.trim())) setInput('');
  };

  return (
    <form className="mkt-form" onSubmit={submit} aria-busy={busy || undefined}>
      {options}
      <label className="mkt-form__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <textarea
        id={`${id}-input`}
        className="mkt-textarea"
        rows={4}
        maxLength={2000}
        placeholder={placeholder}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        aria-describedby={`${id}-cost${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <div className="at-spread mkt-form__footer">
        <p id={`${id}-cost`} className="mkt-cost">
          {cost ? (
            <>
              Costs <strong>{cost.amount} {cost.currency}</strong> · {PAYS_FOR[cost.currency]}
              {short ? <span className="mkt-cost__short"> · not enough {cost.currency} left</span> : null}
            </>
          ) : (
            'Loading the cost…'
          )}
        </p>
        {signedIn ? (
          <Button type="submit" disabled={blank || busy} aria-busy={busy || undefined}>
            {busy ? 'Generating...' : 'Generate'}
          </Button>
        ) : (
          <ButtonLink to={loginPath}>Sign in to create</ButtonLink>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mkt-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
