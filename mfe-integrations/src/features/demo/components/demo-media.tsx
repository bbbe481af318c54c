import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Card } from '@atelier/ui';
import { useDemoMedia } from '../hooks/use-demo-media';
import type { DemoMediaKind } from '../types';

const COPY: Record<DemoMediaKind, { title: string; label: string; button: string; placeholder: string; fallback: string }> = {
  photo: { title: 'Live Photo', label: 'Photo prompt', button: 'Generate Photo', placeholder: 'A lighthouse at dusk…', fallback: 'Mock Photo' },
  video: { title: 'Live Video', label: 'Video prompt', button: 'Generate Video', placeholder: 'Waves rolling onto a beach…', fallback: 'Mock Video' },
};

/** Live Photo or Live Video: a prompt, a Generate button and the result (or its 'Mock' placeholder). */
export function DemoMedia({ kind }: { kind: DemoMediaKind }) {
  const media = useDemoMedia(kind);
  const copy = COPY[kind];
  const id = useId();
  const [text, setText] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => setLoadFailed(false), [media.url]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void media.generate(text);
  };

  return (
    <Card as="section" padding="lg" className="demo-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="demo-panel__title">
        {copy.title}
      </h2>
      <form className="demo-media__form" onSubmit={submit}>
        <label htmlFor={`${id}-prompt`} className="at-visually-hidden">
          {copy.label}
        </label>
        <input
          id={`${id}-prompt`}
          className="demo-input"
          value={text}
          placeholder={copy.placeholder}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={media.busy || !text.trim()} aria-busy={media.busy || undefined}>
          {media.busy ? 'Generating...' : copy.button}
        </Button>
      </form>
      <div className="demo-media__stage" aria-live="polite">
        {media.url && loadFailed ? (
          <div className="demo-media__placeholder" role="img" aria-label={copy.fallback}>
            {copy.fallback}
          </div>
        ) : media.url && kind === 'photo' ? (
          <img className="demo-media__result" src={media.url} alt={media.prompt} onError={() => setLoadFailed(true)} />
        ) : media.url ? (
          <video className="demo-media__result" src={media.url} controls playsInline aria-label={media.prompt} onError={() => setLoadFailed(true)} />
        ) : (
          <p className="demo-muted">{media.busy ? 'Generating...' : `Your ${kind} appears here.`}</p>
        )}
      </div>
    </Card>
  );
}
