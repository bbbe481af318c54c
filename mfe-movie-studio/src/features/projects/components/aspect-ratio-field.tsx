import { useId } from 'react';
import { ASPECT_RATIOS, type AspectRatio } from '../../../lib/utils/aspect-ratio';

export interface AspectRatioFieldProps {
  value: AspectRatio;
  /** Choosing a ratio saves it (like the target length). */
  onChange: (ratio: AspectRatio) => void;
}

/** The movie's frame shape; scenes rendered in another one are out of date (their cards say so). */
export function AspectRatioField({ value, onChange }: AspectRatioFieldProps) {
  const id = useId();
  return (
    <div className="at-field">
      <label className="at-field__label" htmlFor={id}>
        Aspect ratio
      </label>
      <select id={id} className="at-field__input movie-select" value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value as AspectRatio)}>
        {ASPECT_RATIOS.map((ratio) => (
          <option key={ratio.value} value={ratio.value}>
            {ratio.label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="at-field__hint">
        Scenes and the export are made in this shape; changing it marks rendered scenes out of date, to generate again.
      </p>
    </div>
  );
}
