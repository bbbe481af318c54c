interface Props {
  messageCount: number;
  engine: string | null;
}

/** The right panel once a conversation exists: a small summary instead of the empty-state hint. */
export function ChatSummary({ messageCount, engine }: Props) {
  return (
    <div className="landing__summary">
      <h2>Conversation</h2>
      <p>{messageCount === 1 ? '1 message' : `${messageCount} messages`}</p>
      {engine ? <p className="landing__summary-engine">Engine: {engine}</p> : null}
    </div>
  );
}
