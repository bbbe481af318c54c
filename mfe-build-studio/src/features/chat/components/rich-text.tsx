import type { ReactNode } from 'react';

/** `code` and **bold** inside a line. */
function inline(text: string, key: string): ReactNode[] {
  return text.split(/(`[^`\n]+`|\*\*[^*\n]+\*\*)/g).map((part, index) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return <code key={`${key}-${index}`}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={`${key}-${index}`}>{part.slice(2, -2)}</strong>;
    return part;
  });
}

/** The little Markdown replies use: paragraphs, "- " lists, `code` and **bold**; everything else is text. */
export function RichText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => /^\s*[-*] /.test(line))) {
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>{inline(line.replace(/^\s*[-*] /, ''), `${index}-${item}`)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            {lines.map((line, item) => (
              <span key={item}>
                {item > 0 ? <br /> : null}
                {inline(line, `${index}-${item}`)}
              </span>
            ))}
          </p>
        );
      })}
    </>
  );
}
