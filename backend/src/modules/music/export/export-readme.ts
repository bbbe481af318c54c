import type { ExportJobInput } from './export-job';

/** The zip's README: what the files are and how the song was made, so the stems make sense in any DAW. */
export function exportReadme(input: ExportJobInput, stems: readonly string[], seconds: number, kbps: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  const lines = [
    input.title ?? 'Untitled song',
    '',
    `${input.genre}, ${input.mood} — ${input.key} ${input.scale}, ${input.tempo} BPM, ${minutes}:${String(rest).padStart(2, '0')}`,
    `Composed by: ${input.source}. Made with Atelier Music Studio.`,
    '',
    'Files (44.1 kHz, 16-bit; every file starts at the same moment and has the same length):',
    ...stems.map((stem) => `  stems/${stem}.wav  the ${stem} lane as arranged, at its volume, 6 dB down (mono)`),
    '  mix.wav          the final mix (stereo), mastered to -14 LUFS integrated, true peak under -1 dBTP',
    `  mix.mp3          the final mix, ${kbps} kbps constant bit rate`,
    '',
    'Every lane is here, muted ones too; the mix leaves out muted lanes (and lanes left out by a solo).',
    'The stems keep 6 dB of headroom, so none clips: raise them together to hear them at the level they were mixed.',
  ];
  if (stems.includes('vocals')) lines.push('The vocals are a guide vocal sung on the melody notes from syllables of the espeak-ng speech synthesizer, to be replaced by a singer.');
  return `${lines.join('\n')}\n`;
}
