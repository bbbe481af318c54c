import { splitCodeFences } from '../utils/split-code-fences';

/** Message text with its line breaks kept (CSS pre-wrap) and ``` fences shown as code blocks. */
export function MessageContent({ content }: { content: string }) {
  return (
    <>
      {splitCodeFences(content).map((part, index) =>
        part.kind === 'code' ? (
          <pre key={index} className="chat-message__code">
            <code data-lang={part.lang}>{part.text}</code>
          </pre>
        ) : (
          <span key={index} className="chat-message__text">
            {part.text}
          </span>
        ),
      )}
    </>
  );
}
