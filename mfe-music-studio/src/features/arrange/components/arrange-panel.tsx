import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArrangementDto, BeatDto, ExportDto } from '@atelier/api-types';
import { type JobSnapshot, resolveMediaUrl } from '@atelier/runtime';
import { Button, JobProgress, useMediaQuery } from '@atelier/ui';
import { clockText } from '../../../lib/clock-text';
import { secondsPerBeat } from '../../../lib/audio/schedule';
import type { Transport } from '../../../lib/audio/transport';
import { usePlayhead, useTransportState } from '../../../lib/audio/use-transport';
import { WaitingForStems } from '../../../lib/audio/waiting-for-stems';
import { type ArrangementAction, arrangementEnd } from '../utils/arrangement-edit';
import { progressView } from '../../../lib/jobs/job-progress-view';
import { Timeline } from './timeline';
import { ExportButtons, type ExportKind, NO_MIDI } from './export-buttons';
import './arrange-panel.css';

export type { ExportKind } from './export-buttons';

interface ArrangePanelProps {
  arrangement: ArrangementDto;
  beat: BeatDto;
  transport: Transport;
  buffersReady: boolean;
  dirty: boolean;
  saving: boolean;
  exporting: ExportKind | null;
  exportJob: JobSnapshot | null;
  lastExport: ExportDto | null;
  onEdit: (action: ArrangementAction) => void;
  history: HistoryControls;
  onSave: () => void;
  onExport: (kind: ExportKind) => void;
}

/** Undo/Redo of arrangement edits (useArrangementHistory). */
export interface HistoryControls {
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

const ZOOMS = [3, 5, 8, 12, 18] as const;
const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const STAGES = {
  'Gathering stems': 'Gathering stems',
  Mixing: 'Mixing',
  Mastering: 'Mastering',
  'Encoding MP3': 'Encoding MP3',
  Packing: 'Packing',
  'Writing MIDI': 'Writing MIDI',
  Saving: 'Saving',
};
const EXPORT_LABELS: Record<ExportKind, string> = { zip: 'Stems export', mp3: 'Final mix export', mid: 'MIDI export' };
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** How long after the click the first sound of the last start was due at the output, and how many starts so far. */
interface StartLatency {
  milliseconds: number;
  starts: number;
}

/** Play from the click, and how long after it the first sound was due at the output (ms). */
function usePlayWithLatency(transport: Transport): [StartLatency | null, () => void] {
  const [latency, setLatency] = useState<StartLatency | null>(null);
  const play = () => {
    const requested = performance.now();
    void transport.play(undefined, requested).then((milliseconds) => setLatency((last) => ({ milliseconds, starts: (last?.starts ?? 0) + 1 })));
  };
  return [latency, play];
}

/**
 * Where playback is, of how long. For measurements (bench:music, the e2e journey) it also carries the last start's
 * latency, and a count of starts that tells two equal latencies apart.
 */
function PositionClock({ time, length, latency }: { time: number; length: number; latency: StartLatency | null }) {
  return (
    <span
      className="music-clock"
      aria-label="Position"
      data-start-latency-ms={latency === null ? undefined : latency.milliseconds.toFixed(1)}
      data-starts={latency === null ? undefined : latency.starts}
    >
      {clockText(time)} / {clockText(length)}
    </span>
  );
}

/** Zoom out / in: the timeline's pixels per beat, one of ZOOMS. */
function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  return (
    <div className="music-arrange__zoom" role="group" aria-label="Zoom">
      <Button size="sm" variant="ghost" onClick={() => onZoom(Math.max(0, zoom - 1))} disabled={zoom === 0} aria-label="Zoom out">
        −
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onZoom(Math.min(ZOOMS.length - 1, zoom + 1))} disabled={zoom === ZOOMS.length - 1} aria-label="Zoom in">
        +
      </Button>
    </div>
  );
}

/** Undo and Redo, with their shortcuts in the tooltip. */
function HistoryButtons({ history }: { history: HistoryControls }) {
  const mod = MAC ? '⌘' : 'Ctrl+';
  return (
    <div className="music-arrange__history" role="group" aria-label="Edit history">
      <Button size="sm" variant="ghost" onClick={history.undo} disabled={!history.canUndo} aria-label="Undo" title={`Undo (${mod}Z)`}>
        <span aria-hidden="true">↶</span>
      </Button>
      <Button size="sm" variant="ghost" onClick={history.redo} disabled={!history.canRedo} aria-label="Redo" title={`Redo (${mod}${MAC ? '⇧Z' : 'Shift+Z'})`}>
        <span aria-hidden="true">↷</span>
      </Button>
    </div>
  );
}

/** What a new beat kept of the arrangement and adjusted to fit it, until dismissed. */
function ArrangementNote({ beat }: { beat: BeatDto }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const note = beat.arrangement_note;
  if (!note || dismissed === beat.job_id) return null;
  return (
    <div className="music-arrange__note" role="status">
      <p>{note.message}</p>
      <Button size="sm" variant="ghost" onClick={() => setDismissed(beat.job_id)} aria-label="Dismiss">
        ×
      </Button>
    </div>
  );
}

/** The last export's link, to download it again. */
function ExportReady({ exported }: { exported: ExportDto }) {
  return (
    <p className="music-arrange__export">
      Your {exported.format === 'zip' ? 'stems (ZIP: WAV stems, mix as WAV and MP3)' : exported.format === 'mid' ? 'parts (MIDI)' : `final mix (${exported.format.toUpperCase()})`}{' '}
      is ready:{' '}
      <a href={resolveMediaUrl(exported.export_url)} download={exported.file_name}>
        Download ({megabytes(exported.size)})
      </a>
    </p>
  );
}

/**
 * Spec 001 §2 Arrange: the timeline, Play Arrangement with a moving playhead, Save, Export Stems and
 * Export Final Mix. Drag-and-drop editing and browser-side mixing are real here (the spec's "coming soon").
 */
export function ArrangePanel(props: ArrangePanelProps) {
  const { arrangement, beat, transport, buffersReady, dirty, saving, exporting, exportJob, lastExport, onEdit, history, onSave, onExport } = props;
  const phone = useMediaQuery('(max-width: 767.98px)');
  const [zoom, setZoom] = useState<number>(phone ? 1 : 2);
  const pixelsPerBeat = ZOOMS[zoom];
  const size = phone ? 'sm' : 'md';
  const widthBeats = Math.max(beat.total_beats, arrangementEnd(arrangement)) + 8;
  const timelineSeconds = widthBeats * secondsPerBeat(beat.tempo);
  const grid = useRef<HTMLDivElement>(null);
  const [time, setTime] = useState(0);
  const [latency, play] = usePlayWithLatency(transport);
  const state = useTransportState(transport);
  const playing = state !== 'stopped'; // waiting for the rest of a stem counts as playing
  const onFrame = useCallback((position: number) => setTime((previous) => (Math.floor(previous) === Math.floor(position) ? previous : position)), []);
  usePlayhead(transport, timelineSeconds, grid, onFrame);

  useEffect(() => {
    if (grid.current) grid.current.dataset.state = state;
  }, [state]);

  return (
    <div className="music-arrange">
      {/* Phones: one compact row that scrolls sideways, zoom included, so the timeline gets the height. */}
      <div className="music-arrange__bar" role="toolbar" aria-label="Arrangement">
        <Button size={size} onClick={playing ? () => transport.stop() : play} disabled={!buffersReady} loading={!buffersReady} variant={playing ? 'secondary' : 'primary'}>
          {playing ? 'Stop' : 'Play Arrangement'}
        </Button>
        <PositionClock time={time} length={transport.length() || beat.duration_seconds} latency={latency} />
        <HistoryButtons history={history} />
        <span className="music-arrange__spacer" />
        <Button size={size} variant="secondary" onClick={onSave} disabled={!dirty || saving} loading={saving}>
          Save
        </Button>
        <ExportButtons size={size} exporting={exporting} midi={beat.midi} onExport={onExport} />
        {phone ? <ZoomControls zoom={zoom} onZoom={setZoom} /> : null}
      </div>
      <WaitingForStems state={state} />
      {beat.midi ? null : <p className="music-lead">{NO_MIDI}</p>}
      <ArrangementNote beat={beat} />
      {phone ? null : (
        <div className="music-arrange__sub">
          <p className="music-lead">
            Drag a clip to move it and its edges to trim it; everything snaps to the beat. Mute, solo and volume act while it plays.
          </p>
          <ZoomControls zoom={zoom} onZoom={setZoom} />
        </div>
      )}
      <Timeline
        arrangement={arrangement}
        beat={beat}
        pixelsPerBeat={pixelsPerBeat}
        widthBeats={widthBeats}
        playheadRef={grid}
        onEdit={onEdit}
        onSeek={(at) => transport.seek(at * secondsPerBeat(beat.tempo))}
      />
      {exporting ? <JobProgress job={progressView(exportJob)} label={EXPORT_LABELS[exporting]} stageLabels={STAGES} /> : null}
      {lastExport && !exporting ? <ExportReady exported={lastExport} /> : null}
    </div>
  );
}
