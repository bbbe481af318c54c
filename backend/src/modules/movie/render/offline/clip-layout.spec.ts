import { ASPECT_RATIOS, frameOfRatio } from '../aspect-ratio';
import { type ClipLayout, type TextBlock, creditsLayout, sceneLayout, titleLayout } from './clip-layout';

// Per ratio, at Free's short side (720) and Pro's (1080): every text and picture inside the frame.
const FRAMES = ASPECT_RATIOS.flatMap((ratio) => [720, 1080].map((short) => ({ ratio, ...frameOfRatio(short, ratio) })));

const LONG = 'A courier in a flooded city must deliver a letter that could end a war before the tide comes back in.';
const cast = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: i === 0 ? 'Mara Quinn-Delacroix of the Northern Flood Towers' : `Person ${i + 1}`, role: 'Neutral' as const, hasAvatar: false }));

/** Widest glyph advance of the shipped DejaVu faces as a share of the size (bold serif is the widest). */
const ADVANCE = 0.7;
const widthOf = (block: TextBlock) => Math.max(...block.content.split('\n').map((line) => [...line].length)) * block.size * ADVANCE;
const heightOf = (block: TextBlock) => block.content.split('\n').length * (block.size + (block.lineSpacing ?? 0));
/** The leading number of a position expression ('412', '640-text_w/2', '300-12.000*t'). */
const leading = (expression: string) => Number(/^-?\d+(\.\d+)?/.exec(expression)?.[0] ?? NaN);

function expectInside(layout: ClipLayout, width: number, height: number) {
  for (const block of layout.texts) {
    const w = widthOf(block);
    if (block.x.startsWith('max(0,(w-text_w)/2)')) expect(w).toBeLessThanOrEqual(width);
    else if (block.x.startsWith('w-text_w-')) expect(w + leading(block.x.slice('w-text_w-'.length))).toBeLessThanOrEqual(width);
    else if (block.x.endsWith('-text_w/2')) {
      const centre = leading(block.x);
      expect(centre - w / 2).toBeGreaterThanOrEqual(0);
      expect(centre + w / 2).toBeLessThanOrEqual(width);
    } else expect(leading(block.x) + w).toBeLessThanOrEqual(width);
    // Scrolling credits move through the frame on purpose; everything else sits inside it.
    if (/\*t$/.test(block.y)) continue;
    const top = leading(block.settledY ?? block.y);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top + heightOf(block)).toBeLessThanOrEqual(height);
  }
  for (const tile of layout.tiles) {
    expect(tile.x).toBeGreaterThanOrEqual(0);
    expect(tile.x + tile.size).toBeLessThanOrEqual(width);
    expect(tile.y + tile.size).toBeLessThanOrEqual(height);
  }
  // Pictures side by side, never over each other.
  layout.tiles.slice(1).forEach((tile, index) => expect(tile.x).toBeGreaterThanOrEqual(layout.tiles[index].x + layout.tiles[index].size));
}

describe.each(FRAMES)('layouts in $ratio at $width×$height', ({ width, height }) => {
  it('a scene with a long text and a full cast fits the frame', () => {
    const layout = sceneLayout({ width, height, sceneNumber: 12, prompt: `${LONG} ${LONG}`, cast: cast(8), engineLabel: 'Atelier · Offline storyboard' });
    expectInside(layout, width, height);
    // As many pictures as fit (six in 16:9), the rest named in a "+N more" line beside them, not over them.
    expect(layout.tiles.length).toBeGreaterThanOrEqual(width > height ? 6 : 4);
    const more = layout.texts.find((block) => /^\+\d+ more$/.test(block.content));
    expect(more?.content).toBe(`+${8 - layout.tiles.length} more`);
    const last = layout.tiles[layout.tiles.length - 1];
    expect(leading(more?.x ?? '')).toBeGreaterThanOrEqual(last.x + last.size);
  });

  it('a scene without a cast fits the frame', () => {
    expectInside(sceneLayout({ width, height, sceneNumber: 1, prompt: `${LONG} ${LONG} ${LONG}`, cast: [], engineLabel: 'Atelier · Offline storyboard' }), width, height);
  });

  it('the title card (a title at its 80-character limit, a long logline) fits the frame', () => {
    expectInside(titleLayout({ width, height, title: 'The Extraordinarily Long and Winding Night of the Last Delivery Across the Flood', logline: `${LONG} ${LONG}` }), width, height);
  });

  it('credits that stay still (a short cast, a long title and a long name) fit the frame', () => {
    const layout = creditsLayout({ width, height, seconds: 6, cast: cast(2), title: 'The Extraordinarily Long and Winding Night of the Last Delivery Across the Flood' });
    expect(layout.texts.some((block) => /\*t$/.test(block.y))).toBe(false);
    expectInside(layout, width, height);
  });

  it('credits that scroll keep every line within the width', () => {
    expectInside(creditsLayout({ width, height, seconds: 6, cast: cast(20), title: 'Last Delivery' }), width, height);
  });
});

describe('text size across ratios', () => {
  it('follows the short side: a 9:16 or 1:1 frame writes as large as the 16:9 one of the same plan, not larger', () => {
    const sizes = ASPECT_RATIOS.map((ratio) => {
      const frame = frameOfRatio(1080, ratio);
      return sceneLayout({ ...frame, sceneNumber: 1, prompt: 'Mara runs.', cast: [], engineLabel: 'x' }).texts.map((block) => block.size);
    });
    expect(sizes[1]).toEqual(sizes[0]);
    expect(sizes[2]).toEqual(sizes[0]);
  });

  it('a portrait frame holds more lines of the scene text than a landscape one', () => {
    const lines = (ratio: (typeof ASPECT_RATIOS)[number]) =>
      sceneLayout({ ...frameOfRatio(720, ratio), sceneNumber: 1, prompt: `${LONG} ${LONG} ${LONG} ${LONG}`, cast: cast(1), engineLabel: 'x' }).texts[1].content.split('\n').length;
    expect(lines('9:16')).toBeGreaterThan(lines('16:9'));
  });
});
