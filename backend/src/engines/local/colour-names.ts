type Rgb = readonly [number, number, number];

const NAMED: ReadonlyArray<readonly [string, Rgb]> = [
  ['black', [0, 0, 0]],
  ['dark grey', [64, 64, 64]],
  ['grey', [128, 128, 128]],
  ['light grey', [192, 192, 192]],
  ['white', [255, 255, 255]],
  ['red', [220, 30, 30]],
  ['dark red', [128, 0, 0]],
  ['pink', [255, 160, 190]],
  ['orange', [255, 140, 0]],
  ['brown', [140, 85, 40]],
  ['beige', [225, 205, 165]],
  ['yellow', [250, 220, 40]],
  ['olive', [128, 128, 0]],
  ['green', [40, 170, 60]],
  ['dark green', [0, 90, 30]],
  ['teal', [0, 128, 128]],
  ['cyan', [40, 210, 220]],
  ['light blue', [140, 190, 240]],
  ['blue', [30, 80, 220]],
  ['navy', [0, 0, 110]],
  ['purple', [120, 50, 170]],
  ['magenta', [220, 40, 200]],
];

/** The nearest of a few everyday colour names, by a perceptually weighted RGB distance. */
export function nameColour(r: number, g: number, b: number): string {
  let best = NAMED[0][0];
  let bestDistance = Infinity;
  for (const [name, [nr, ng, nb]] of NAMED) {
    const mean = (r + nr) / 2;
    // "Redmean" weighting: cheap, and much closer to how people judge colour than plain RGB distance.
    const distance =
      (2 + mean / 256) * (r - nr) ** 2 + 4 * (g - ng) ** 2 + (2 + (255 - mean) / 256) * (b - nb) ** 2;
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}
