import { useContext, useState } from 'react';
import { toast } from '@atelier/runtime';
import type { GenerationResult } from '../types';
import { downloadResult } from '../utils/download-result';
import { ResultActionsContext } from './result-actions-context';
import { DownloadIcon, RegenerateIcon } from './conversation-icons';

export interface ResultActionsProps {
  result: GenerationResult;
  /** Makes another one from the same prompt (a new generation, counted like one); omitted: no Regenerate. */
  onRegenerate?: (result: GenerationResult) => void;
  /** Another generation is running. */
  busy?: boolean;
}

/** Download (the real file, a readable name) and Regenerate under a photo or video. */
export function ResultActions({ result, ...props }: ResultActionsProps) {
  const shared = useContext(ResultActionsContext);
  const onRegenerate = props.onRegenerate ?? shared.onRegenerate;
  const busy = props.busy ?? shared.busy ?? false;
  const [saving, setSaving] = useState(false);
  const what = result.kind === 'photo' ? 'photo' : 'video';

  const download = () => {
    setSaving(true);
    downloadResult(result)
      .catch((error: unknown) => {
        console.error(`Downloading the ${what} failed`, error);
        toast.error(`Could not download the ${what}. Please try again.`);
      })
      .finally(() => setSaving(false));
  };

  return (
    <div className="landing-result__actions">
      <button
        type="button"
        className="landing-result__action"
        onClick={download}
        disabled={saving}
        aria-label={`Download ${what}: ${result.prompt}`}
      >
        <DownloadIcon /> Download
      </button>
      {onRegenerate ? (
        <button
          type="button"
          className="landing-result__action"
          onClick={() => onRegenerate(result)}
          disabled={busy}
          aria-label={`Regenerate ${what}: ${result.prompt}`}
        >
          <RegenerateIcon /> Regenerate
        </button>
      ) : null}
    </div>
  );
}
