import { useCallback, useRef, useState } from 'react';
import type { BeatDto } from '@atelier/api-types';
import { Badge, Button } from '@atelier/ui';
import { Waveform } from '../../../lib/waveform';
import { clockText } from '../../../lib/clock-text';
import { LANE_NAMES } from '../../../lib/lanes';
import type { Transport } from '../../../lib/audio/transport';
import { usePlayhead, useTransportState } from '../../../lib/audio/use-transport';
import { WaitingForStems } from '../../../lib/audio/waiting-for-stems';

interface BeatPreviewProps {
  beat: BeatDto;
  transport: Transport;
  /** Stems decoded: Play starts at once. */
  ready: boolean;
}

const STEMS = ['drums', 'bass', 'melody', 'chords'] as const;

/** The beat as rendered: a waveform per stem (and the guide vocal), played together from the start. */
export function BeatPreview({ beat, transport, ready }: BeatPreviewProps) {
  const state = useTransportState(transport);
  const track = useRef<HTMLDivElement>(null);
  const [time, setTime] = useState(0);
  const onFrame = useCallback((position: number) => setTime((previous) => (Math.floor(previous) === Math.floor(position) ? previous : position)), []);
  usePlayhead(transport, beat.duration_seconds, track, onFrame);
  // Waiting for the rest of a stem is still playing: Stop ends it, and it goes on by itself.
  const playing = state !== 'stopped';

  return (
    <section className="music-preview" aria-label="Beat preview">
      <header className="music-preview__head">
        <div>
          <h3 className="music-preview__title">Beat preview</h3>
          <p className="music-preview__meta">
            {beat.key} {beat.scale} · {beat.tempo} BPM · {clockText(beat.duration_seconds)}
          </p>
        </div>
        <Badge variant="accent">Composed by {beat.source}</Badge>
        <div className="music-preview__transport">
          <Button
            variant={playing ? 'secondary' : 'primary'}
            disabled={!ready}
            loading={!ready}
            onClick={() => (playing ? transport.stop() : void transport.play(0))}
          >
            {playing ? 'Stop' : 'Play'}
          </Button>
          <span className="music-clock" aria-label="Position">
            {clockText(time)} / {clockText(beat.duration_seconds)}
          </span>
        </div>
      </header>
      <div className="music-preview__tracks" ref={track} data-state={state}>
        {STEMS.map((stem) => (
          <div key={stem} className={`music-preview__track music-lane--${stem}`}>
            <span className="music-preview__name">{LANE_NAMES[stem]}</span>
            <div className="music-preview__wave">
              <Waveform peaks={beat.peaks[stem]} />
            </div>
          </div>
        ))}
        {beat.vocals ? (
          <div className="music-preview__track music-lane--vocals">
            <span className="music-preview__name">{beat.vocals.label}</span>
            <div className="music-preview__wave">
              <Waveform peaks={beat.vocals.peaks} />
            </div>
          </div>
        ) : null}
        <div className="music-preview__playhead" aria-hidden="true" />
      </div>
      <WaitingForStems state={state} />
      {beat.vocals?.stale ? (
        <p className="music-note">The lyrics changed since this beat: exports sing the new words; generate the beat again to hear them here.</p>
      ) : null}
    </section>
  );
}
