import type { ImageContext } from '../types';

interface Props {
  context: ImageContext | null;
  analyzing: boolean;
  onRemove: () => void;
}

/** Above the text box: 'Analyzing image...' while it runs, then the chip until the next chat message uses it. */
export function ImageContextChip({ context, analyzing, onRemove }: Props) {
  if (analyzing) {
    return (
      <p className="landing-input__status" role="status">
        <span className="landing-input__pulse" aria-hidden="true" />
        Analyzing image...
      </p>
    );
  }
  if (!context) return null;
  return (
    <div className="landing-chip">
      <span className="landing-chip__text">Image context attached: {context.filename}</span>
      <button type="button" className="landing-chip__remove" aria-label="Remove image context" onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
