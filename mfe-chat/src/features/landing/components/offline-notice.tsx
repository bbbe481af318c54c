import { useEffect, useState } from 'react';
import { usePublicConfig } from '@atelier/runtime';

export const OFFLINE_NOTICE_KEY = 'atelier_offline_notice_seen';

const CAPABILITIES = ['text', 'image', 'video', 'vision'] as const;

function seenThisVisit(): boolean {
  try {
    return sessionStorage.getItem(OFFLINE_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(OFFLINE_NOTICE_KEY, '1');
  } catch {
    // Storage blocked: the notice may show again on the next visit to the landing.
  }
}

/**
 * Once per visit (sessionStorage), when the site runs on the offline engine: what it is and how an operator
 * connects a real provider, so placeholder replies and pictures are never mistaken for AI work.
 */
export function OfflineNotice() {
  const { config } = usePublicConfig();
  const [hidden] = useState(seenThisVisit);
  const [dismissed, setDismissed] = useState(false);
  const engines = config?.engines;
  const offline = !!engines && CAPABILITIES.some((capability) => engines[capability]?.provider === 'local');
  const visible = !hidden && !dismissed && offline;

  useEffect(() => {
    if (visible) markSeen();
  }, [visible]);

  if (!visible) return null;

  return (
    <aside className="landing-offline" aria-label="Offline engine">
      <div className="landing-offline__body">
        <p className="landing-offline__title">This site runs on its offline engine: no AI model is connected.</p>
        <p>Chat replies are placeholders that say so; photos and videos are generated patterns with your prompt on them.</p>
        <details className="landing-offline__how">
          <summary>How an operator connects a real provider</summary>
          <p>
            Image analysis only measures size and colours, and the microphone needs a provider too. The operator sets{' '}
            <code>ENGINE_TEXT=openai</code> (and <code>ENGINE_IMAGE</code>, <code>ENGINE_VIDEO</code>, <code>ENGINE_VISION</code>{' '}
            as wanted) with <code>OPENAI_BASE_URL</code> and <code>OPENAI_API_KEY</code> for OpenAI or any compatible server
            (Ollama, vLLM, LM Studio, OpenRouter), then restarts the backend. The README section “Connecting a real
            provider” has the details.
          </p>
        </details>
      </div>
      <button type="button" className="landing-offline__close" onClick={() => setDismissed(true)} aria-label="Dismiss offline engine notice">
        ×
      </button>
    </aside>
  );
}
