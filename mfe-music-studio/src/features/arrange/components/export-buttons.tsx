import { Button } from '@atelier/ui';

export type ExportKind = 'zip' | 'mp3' | 'mid';

/** Why Export MIDI is off: the API's NO_NOTES reason, for a beat without notes. */
export const NO_MIDI = 'This beat has no notes to export as MIDI: it was made by a provider engine that returns audio only.';

interface ExportButtonsProps {
  size: 'sm' | 'md';
  exporting: ExportKind | null;
  /** Whether the beat has notes to write as MIDI. */
  midi: boolean;
  onExport: (kind: ExportKind) => void;
}

/** Export Stems and Export Final Mix (spec 001 §2 Arrange), and Export MIDI: each a download once rendered. */
export function ExportButtons({ size, exporting, midi, onExport }: ExportButtonsProps) {
  return (
    <>
      <Button size={size} variant="secondary" onClick={() => onExport('zip')} disabled={exporting !== null} aria-busy={exporting === 'zip' || undefined}>
        {exporting === 'zip' ? 'Exporting...' : 'Export Stems'}
      </Button>
      <Button size={size} onClick={() => onExport('mp3')} disabled={exporting !== null} aria-busy={exporting === 'mp3' || undefined}>
        {exporting === 'mp3' ? 'Exporting...' : 'Export Final Mix'}
      </Button>
      <Button
        size={size}
        variant="secondary"
        onClick={() => onExport('mid')}
        disabled={exporting !== null || !midi}
        title={midi ? 'The drums, bass, melody and chords as a multi-track MIDI file' : NO_MIDI}
        aria-busy={exporting === 'mid' || undefined}
      >
        {exporting === 'mid' ? 'Exporting...' : 'Export MIDI'}
      </Button>
    </>
  );
}
