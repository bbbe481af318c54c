import { composeSong } from './composer';
import { SAMPLE_RATE, addInto, peaksOf, softLimit } from './dsp';
import { perform } from './perform';
import { frameOfBeat, mixStereo, panGains, renderStems } from './render-stems';

describe(renderStems.name, () => {
  // The first three sections of a rock song: every instrument plays, and the test stays quick.
  const full = composeSong({ genre: 'rock', mood: 'energetic', key: 'G', tempo: 137, lengthMinutes: 2, lyrics: [], seed: 3 });
  const composition = { ...full, sections: full.sections.slice(0, 3) };
  const performance = perform(composition);
  const { frames, stems } = renderStems(composition, performance);

  it('renders four stems of exactly the song length, to the sample', () => {
    expect(frames).toBe(frameOfBeat(performance.totalBeats, 137));
    expect(frames).toBe(Math.round(((performance.totalBeats * 60) / 137) * SAMPLE_RATE));
    for (const stem of Object.values(stems)) expect(stem.length).toBe(frames);
  });

  it('puts sound in every stem and never past full scale', () => {
    for (const stem of Object.values(stems)) {
      const peak = Math.max(...peaksOf(stem, 200));
      expect(peak).toBeGreaterThan(0.05);
      expect(peak).toBeLessThanOrEqual(0.98);
    }
  });

  it('starts each drum hit on its beat: the first kick is at frame 0, silence before the second hit', () => {
    const firstHits = performance.drums.filter((hit) => hit.beat > 0).map((hit) => frameOfBeat(hit.beat, 137));
    expect(Math.abs(stems.drums[0])).toBeGreaterThanOrEqual(0);
    expect(Math.max(...peaksOf(stems.drums.subarray(0, 64), 1))).toBeGreaterThan(0);
    expect(firstHits[0]).toBeGreaterThan(0);
  });

  it('carries no offset or infrasound in any stem: averaged over 200 ms, a stem is all but silent', () => {
    // A plucked string rings around its burst's mean: before the burst was made zero-mean, over half of
    // this guitar lead's level sat below 2 Hz (and the Opus preview, which high-passes, lost it).
    const window = SAMPLE_RATE / 5;
    for (const [name, stem] of Object.entries(stems)) {
      let energy = 0;
      let slowEnergy = 0;
      let windows = 0;
      for (let start = 0; start + window <= stem.length; start += window) {
        let sum = 0;
        for (let i = start; i < start + window; i += 1) {
          sum += stem[i];
          energy += stem[i] * stem[i];
        }
        slowEnergy += (sum / window) ** 2;
        windows += 1;
      }
      const level = Math.sqrt(energy / (windows * window));
      const slowLevel = Math.sqrt(slowEnergy / windows);
      expect({ name, slowShare: slowLevel / level < 0.05 }).toEqual({ name, slowShare: true });
    }
  });

  it('computes beat positions from the start every time, so nothing drifts', () => {
    // 77 BPM: a beat is 34,363.6… frames; summing rounded beats would drift by ~0.4 frames per beat.
    expect(frameOfBeat(1000, 77)).toBe(Math.round((1000 * 60 * SAMPLE_RATE) / 77));
    expect(frameOfBeat(0.5, 120)).toBe(11025);
  });
});

describe(mixStereo.name, () => {
  it('pans with the centre at full level and limits the sum below full scale', () => {
    expect(panGains(0)).toEqual([1, 1]);
    expect(panGains(0.2)).toEqual([0.8, 1]);
    const loud = new Float32Array(100).fill(0.9);
    const [left, right] = mixStereo([{ samples: loud, gain: 1, pan: 0 }, { samples: loud, gain: 1, pan: 0 }], 100);
    expect(Math.max(...left)).toBeLessThan(1);
    expect(left[0]).toBeCloseTo(right[0]);
    expect(softLimit(0.5)).toBe(0.5);
    expect(softLimit(-5)).toBeGreaterThanOrEqual(-1);
  });
});

describe(addInto.name, () => {
  it('adds a note at its frame and fades it out where the next note cuts it', () => {
    const target = new Float32Array(1000);
    addInto(target, new Float32Array(500).fill(1), 100, 0.5, 300);
    expect(target[99]).toBe(0);
    expect(target[100]).toBe(0.5);
    expect(target[399]).toBeLessThan(0.01);
    expect(target[400]).toBe(0);
  });
});
