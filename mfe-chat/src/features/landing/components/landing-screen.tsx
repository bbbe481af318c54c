import { useState } from 'react';
import { RUNTIME_INSTANCE_ID, useAuth } from '@atelier/runtime';
import { VisuallyHidden } from '@atelier/ui';
import { useChat } from '../hooks/use-chat';
import { MODES, type LandingMode } from '../modes';
import { ChatHistory } from './chat-history';
import { ChatSummary } from './chat-summary';
import { InputBar } from './input-bar';
import '../landing.css';

/** Landing (/ and /chat): conversation on the left, results or the mode's hint on the right. */
export function LandingScreen() {
  const { isAuthenticated, user } = useAuth();
  const [mode, setMode] = useState<LandingMode>('chat');
  const chat = useChat();
  const hint = MODES.find((item) => item.id === mode)?.hint;
  const showSummary = mode === 'chat' && chat.messages.length > 0;

  return (
    <div className="landing" data-runtime-instance={RUNTIME_INSTANCE_ID}>
      <section className="landing__conversation" aria-label="Conversation">
        <h1 className="landing__title">{isAuthenticated && user ? `Welcome back, ${user.name}` : 'Welcome to Atelier'}</h1>
        <p className="landing__tagline">Chat, create images and make videos with AI — one prompt away.</p>
        <ChatHistory messages={chat.messages} busy={chat.busy} />
        <VisuallyHidden role="status">{chat.busy ? 'Generating a reply…' : ''}</VisuallyHidden>
        <InputBar mode={mode} onModeChange={setMode} busy={chat.busy} onSend={chat.send} />
      </section>
      <section className="landing__results" aria-label="Results">
        {showSummary ? (
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
