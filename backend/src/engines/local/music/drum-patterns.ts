import type { Composition, DrumStyle } from '../../music-engine';
import { BEATS_PER_BAR, type DrumHit, type DrumSound, type PlacedSection, humanize, swung } from './performance';

/** 16 steps (16ths) per bar; a digit is the velocity in tenths, '.' is a rest. */
type StepPattern = Partial<Record<DrumSound, string>>;

interface StyleGrooves {
  low: StepPattern;
  mid: StepPattern;
  high: StepPattern;
  /** The subdivision swing applies to: 8ths or 16ths. */
  swingUnit: 0.5 | 0.25;
  /** Crash on the first beat of loud sections (a ride bell accent in jazz). */
  accent: DrumSound;
}

const GROOVES: Readonly<Record<DrumStyle, StyleGrooves>> = {
  backbeat: {
    low: { kick: '9.......7.......', rim: '....6.......6...', hat: '5...5...5...5...' },
    mid: { kick: '9.......8.......', snare: '....9.......9...', hat: '6.4.6.4.6.4.6.4.' },
    high: { kick: '9.....6.8.6.....', snare: '....9.......9..5', hat: '7.5.7.5.7.5.7.5.' },
    swingUnit: 0.25,
    accent: 'crash',
  },
  rock: {
    low: { kick: '9.......8.......', snare: '....8.......8...', hat: '6.4.6.4.6.4.6.4.' },
    mid: { kick: '9.......8.6.....', snare: '....9.......9...', hat: '7.5.7.5.7.5.7.5.' },
    high: { kick: '9..6....8.7.....', snare: '....9.......9...', 'open-hat': '7.5.7.5.7.5.7.5.' },
    swingUnit: 0.5,
    accent: 'crash',
  },
  'boom-bap': {
    low: { kick: '9.........7.....', snare: '....8.......8...', hat: '5.3.5.3.5.3.5.3.' },
    mid: { kick: '9......6..8.....', snare: '....9.......9...', hat: '6.4.6.4.6.4.6.4.' },
    high: { kick: '9......6..8...5.', snare: '....9.......9...', hat: '6464646464646464' },
    swingUnit: 0.25,
    accent: 'crash',
  },
  'four-on-the-floor': {
    low: { kick: '9...8...8...8...', hat: '..5...5...5...5.' },
    mid: { kick: '9...9...9...9...', clap: '....8.......8...', 'open-hat': '..6...6...6...6.' },
    high: { kick: '9...9...9...9...', clap: '....9.......9...', hat: '5.5.5.5.5.5.5.5.', 'open-hat': '..7...7...7...7.' },
    swingUnit: 0.25,
    accent: 'crash',
  },
  swing: {
    low: { ride: '7...6.4.7...6.4.', hat: '....6.......6...', kick: '3...3...3...3...' },
    mid: { ride: '8...7.5.8...7.5.', hat: '....7.......7...', kick: '4...3...4...3...', snare: '......3.......4.' },
    high: { ride: '9...8.6.9...8.6.', hat: '....7.......7...', kick: '5...4...5...4...', snare: '..3...4...3...5.' },
    swingUnit: 0.5,
    accent: 'ride',
  },
  train: {
    low: { kick: '9.......8.......', snare: '4.3.6.3.4.3.6.3.' },
    mid: { kick: '9.......8.......', snare: '5.4.8.4.5.4.8.4.', hat: '5...5...5...5...' },
    high: { kick: '9...6...8...6...', snare: '5.4.9.4.5.4.9.4.', hat: '6.4.6.4.6.4.6.4.' },
    swingUnit: 0.5,
    accent: 'crash',
  },
};

/** The last beat of a section that leads into another: a snare and tom run. */
const FILL: StepPattern = { snare: '............7.8.', tom: '.............8.9' };

function grooveFor(style: DrumStyle, energy: number): StepPattern {
  const grooves = GROOVES[style];
  if (energy < 0.5) return grooves.low;
  return energy < 0.85 ? grooves.mid : grooves.high;
}

export function swingUnitOf(style: DrumStyle): 0.5 | 0.25 {
  return GROOVES[style].swingUnit;
}

function playBar(hits: DrumHit[], pattern: StepPattern, barStart: number, composition: Composition, random: () => number): void {
  const unit = swingUnitOf(composition.drums);
  for (const [sound, steps] of Object.entries(pattern) as Array<[DrumSound, string]>) {
    for (let step = 0; step < 16; step += 1) {
      const level = steps[step];
      if (level === '.' || level === undefined) continue;
      const beat = barStart + swung(step / 4, composition.swing, unit);
      hits.push({ beat, sound, velocity: humanize(random, Number(level) / 10, 0.05) });
    }
  }
}

/** Drops the groove's hits from the fill's first step on, so the fill replaces rather than doubles them. */
function withoutTail(pattern: StepPattern, fromStep: number): StepPattern {
  return Object.fromEntries(
    Object.entries(pattern).map(([sound, steps]) => [sound, sound === 'kick' ? steps : `${steps.slice(0, fromStep)}${'.'.repeat(16 - fromStep)}`]),
  );
}

/**
 * The drum part: the genre's groove at the section's energy every bar, an accent cymbal where loud sections
 * begin and a fill on the last bar before the next section.
 */
export function drumPart(composition: Composition, sections: readonly PlacedSection[], random: () => number): DrumHit[] {
  const hits: DrumHit[] = [];
  const accent = GROOVES[composition.drums].accent;
  for (const { section, startBeat, next } of sections) {
    const groove = grooveFor(composition.drums, section.energy);
    for (let bar = 0; bar < section.bars; bar += 1) {
      const barStart = startBeat + bar * BEATS_PER_BAR;
      const lastBar = bar === section.bars - 1;
      const fill = lastBar && next !== null && section.bars >= 4 && section.energy >= 0.5;
      playBar(hits, fill ? withoutTail(groove, 12) : groove, barStart, composition, random);
      if (fill) playBar(hits, FILL, barStart, composition, random);
    }
    if (section.energy >= 0.85) hits.push({ beat: startBeat, sound: accent, velocity: 0.9 });
  }
  return hits.sort((a, b) => a.beat - b.beat);
}
