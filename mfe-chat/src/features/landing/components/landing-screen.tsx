import { useState } from 'react';
import { RUNTIME_INSTANCE_ID, greeting, useAuth } from '@atelier/runtime';
import { VisuallyHidden } from '@atelier/ui';
import { useChat } from '../hooks/use-chat';
import { useConversations } from '../hooks/use-conversations';
import { useGeneration } from '../hooks/use-generation';
import { useImageContext } from '../hooks/use-image-context';
import { useIsPhone } from '../hooks/use-is-phone';
import { useThreadMedia } from '../hooks/use-thread-media';
import { useLandingQuota } from '../quota/use-landing-quota';
import { MODES, type LandingMode } from '../modes';
import type { GenerationResult } from '../types';
import { ChatHistory } from './chat-history';
import { ConversationList } from './conversation-list';
import { ConversationsButton } from './conversations-button';
import { ImageContextChip } from './image-context-chip';
import { InputBar } from './input-bar';
import { OfflineNotice } from './offline-notice';
import { QuotaNotice } from './quota-notice';
import { ResultActionsContext } from './result-actions-context';
import { ResultsPanel } from './results-panel';
import '../landing.css';

/** Landing (/ and /chat): conversation on the left, results or the mode's hint on the right. */
export function LandingScreen() {
  const { isAuthenticated, user } = useAuth();
  const [mode, setMode] = useState<LandingMode>('chat');
  // The thread and its photos and videos belong to the current conversation (ARCHITECTURE.md §6: work never vanishes).
  const conversations = useConversations();
  const chat = useChat({ conversationId: conversations.currentId, onTurnStored: conversations.refresh });
  const generation = useGeneration({
    conversationId: conversations.currentId,
    ensureConversation: conversations.ensure,
    onKept: conversations.refresh,
  });
  const image = useImageContext();
  const hint = MODES.find((item) => item.id === mode)?.hint;
  // A running photo or video stays in view even after switching back to chat.
  const showGeneration = mode !== 'chat' || generation.pending !== null;
  const busy = chat.busy || generation.pending !== null;
  const isPhone = useIsPhone();
  const quota = useLandingQuota(mode, user?.id ?? null);
  const threadMedia = useThreadMedia(generation.results, chat.messages.length);
  // Phones show media, progress and the mode's hint in the thread, above the pinned input.
  const threadFooter = !isPhone ? null : generation.pending || generation.error ? (
    <ResultsPanel generation={{ ...generation, results: [] }} hint={hint} />
  ) : chat.messages.length === 0 && threadMedia.length === 0 ? (
    <p className="landing__thread-hint">{hint}</p>
  ) : null;

  const send = (text: string): boolean => {
    if (busy) return false;
    if (mode !== 'chat') return generation.generate(mode, text);
    const accepted = chat.send(text, image.context);
    // Spec 000 §4: the context is consumed by the next chat message, then cleared.
    if (accepted) image.clear();
    return accepted;
  };

  // Regenerate on every result, in the panel or (phones) in the thread: the same prompt, a new counted generation.
  const resultActions = {
    busy,
    onRegenerate: (result: GenerationResult) => (busy ? undefined : void generation.generate(result.kind, result.prompt)),
  };

  return (
    <ResultActionsContext.Provider value={resultActions}>
      <div className="landing" data-runtime-instance={RUNTIME_INSTANCE_ID}>
        <section className="landing__conversation" aria-label="Conversation">
          <h1 className="landing__title">{isAuthenticated && user ? greeting(user) : 'Welcome to Atelier'}</h1>
          <p className="landing__tagline">Chat, create images and make videos with AI — one prompt away.</p>
          <OfflineNotice />
          {isPhone ? <ConversationsButton conversations={conversations} hint={MODES[0].hint} /> : null}
          <ChatHistory messages={chat.messages} busy={chat.busy} items={isPhone ? threadMedia : undefined} footer={threadFooter} />
          <VisuallyHidden role="status">{chat.busy ? 'Generating a reply…' : ''}</VisuallyHidden>
          <InputBar
            blockedReason={quota.reason}
            blockedDescriptionId="landing-quota"
            mode={mode}
            onModeChange={setMode}
            busy={busy}
            onSend={send}
            onFile={image.attach}
            context={
              <>
                {quota.block ? <QuotaNotice id="landing-quota" block={quota.block} user={user} /> : null}
                <ImageContextChip context={image.context} analyzing={image.analyzing} onRemove={image.clear} />
              </>
            }
          />
        </section>
        <section className="landing__results" aria-label="Results">
          {isPhone && showGeneration ? null : showGeneration ? (
            <ResultsPanel generation={generation} hint={hint} />
          ) : isPhone ? null : (
            <ConversationList conversations={conversations} hint={hint} onSelect={conversations.select} />
          )}
        </section>
      </div>
    </ResultActionsContext.Provider>
  );
}
