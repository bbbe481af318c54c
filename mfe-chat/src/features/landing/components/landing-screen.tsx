import { useState } from 'react';
import { RUNTIME_INSTANCE_ID, useAuth } from '@atelier/runtime';
import { VisuallyHidden } from '@atelier/ui';
import { useChat } from '../hooks/use-chat';
import { useGeneration } from '../hooks/use-generation';
import { useImageContext } from '../hooks/use-image-context';
import { MODES, type LandingMode } from '../modes';
import { ChatHistory } from './chat-history';
import { ChatSummary } from './chat-summary';
import { ImageContextChip } from './image-context-chip';
import { InputBar } from './input-bar';
import { ResultsPanel } from './results-panel';
import '../landing.css';

/** Landing (/ and /chat): conversation on the left, results or the mode's hint on the right. */
export function LandingScreen() {
  const { isAuthenticated, user } = useAuth();
  const [mode, setMode] = useState<LandingMode>('chat');
  const chat = useChat();
  const generation = useGeneration();
  const image = useImageContext();
  const hint = MODES.find((item) => item.id === mode)?.hint;
  // A running photo or video stays in view even after switching back to chat.
  const showGeneration = mode !== 'chat' || generation.pending !== null;
  const busy = chat.busy || generation.pending !== null;

  const send = (text: string): boolean => {
    if (busy) return false;
    if (mode !== 'chat') return generation.generate(mode, text);
    const accepted = chat.send(text, image.context);
    // Spec 000 §4: the context is consumed by the next chat message, then cleared.
    if (accepted) image.clear();
    return accepted;
  };

  return (
    <div className="landing" data-runtime-instance={RUNTIME_INSTANCE_ID}>
      <section className="landing__conversation" aria-label="Conversation">
        <h1 className="landing__title">{isAuthenticated && user ? `Welcome back, ${user.name}` : 'Welcome to Atelier'}</h1>
        <p className="landing__tagline">Chat, create images and make videos with AI — one prompt away.</p>
        <ChatHistory messages={chat.messages} busy={chat.busy} />
        <VisuallyHidden role="status">{chat.busy ? 'Generating a reply…' : ''}</VisuallyHidden>
        <InputBar
          mode={mode}
          onModeChange={setMode}
          busy={busy}
          onSend={send}
          onFile={image.attach}
          context={<ImageContextChip context={image.context} analyzing={image.analyzing} onRemove={image.clear} />}
        />
      </section>
      <section className="landing__results" aria-label="Results">
        {showGeneration ? (
          <ResultsPanel generation={generation} hint={hint} />
        ) : chat.messages.length > 0 ? (
          <ChatSummary messageCount={chat.messages.length} engine={chat.engine} />
        ) : (
          <div className="landing__hint">
            <span className="landing__hint-icon" aria-hidden="true">✦</span>
            <p>{hint}</p>
          </div>
        )}
      </section>
    </div>
  );
}
