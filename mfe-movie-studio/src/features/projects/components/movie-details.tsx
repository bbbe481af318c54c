import { useId } from 'react';
import { TextField } from '@atelier/ui';
import type { TargetScenePlanDto } from '@atelier/api-types';
import { TextAreaField } from '../../../lib/components/text-area-field';
import { describePlan } from '../../../lib/utils/format-duration';
import { TARGET_LENGTHS, type TargetLength } from '../../../lib/utils/target-length';
import { AspectRatioField } from './aspect-ratio-field';
import { LOGLINE_MAX, type MetaValues, TITLE_MAX } from '../hooks/use-meta-form';

export interface MovieDetailsProps {
  values: MetaValues;
  plans: readonly TargetScenePlanDto[] | undefined;
  onChange: (values: MetaValues) => void;
  /** Leaving a field, or choosing a length: save. */
  onCommit: (patch?: Partial<MetaValues>) => void;
}

/** Movie Details: title (required, cut at 80), target length, aspect ratio, logline (optional, cut at 500). */
export function MovieDetails({ values, plans, onChange, onCommit }: MovieDetailsProps) {
  const lengthId = useId();
  const plan = plans?.find((item) => item.target_length === values.targetLength);
  return (
    <section className="movie-panel" aria-labelledby="movie-details-heading">
      <h2 id="movie-details-heading">Movie Details</h2>
      <div className="movie-details">
        <TextField
          label="Title"
          required
          value={values.title}
          maxLength={TITLE_MAX}
          placeholder="Last Delivery"
          onChange={(event) => onChange({ ...values, title: event.target.value.slice(0, TITLE_MAX) })}
          onBlur={() => onCommit()}
        />
        <div className="at-field">
          <label className="at-field__label" htmlFor={lengthId}>
            Target length
          </label>
          <select
            id={lengthId}
            className="at-field__input movie-select"
            value={values.targetLength}
            aria-describedby={plan ? `${lengthId}-plan` : undefined}
            onChange={(event) => onCommit({ targetLength: Number(event.target.value) as TargetLength })}
          >
            {TARGET_LENGTHS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </select>
          {plan ? (
            <p id={`${lengthId}-plan`} className="at-field__hint">
              Breakdown: {describePlan(plan)}
            </p>
          ) : null}
        </div>
        <AspectRatioField value={values.aspectRatio} onChange={(aspectRatio) => onCommit({ aspectRatio })} />
        <TextAreaField
          label="Logline"
          fieldClassName="movie-details__logline"
          rows={2}
          value={values.logline}
          maxLength={LOGLINE_MAX}
          placeholder="One sentence: who wants what, and what stands in the way."
          onChange={(event) => onChange({ ...values, logline: event.target.value.slice(0, LOGLINE_MAX) })}
          onBlur={() => onCommit()}
        />
      </div>
    </section>
  );
}
