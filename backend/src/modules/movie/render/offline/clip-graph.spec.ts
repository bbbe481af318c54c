import { clipArgs, escapeFilterValue, stillArgs } from './clip-graph';
import { creditsLayout, initialsOf, sceneLayout, titleLayout } from './clip-layout';

const cast = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `Person ${i + 1}`, role: i === 0 ? ('Good Guy' as const) : ('Neutral' as const), hasAvatar: i === 0 }));

const filesFor = (layout: ReturnType<typeof sceneLayout>) => ({
  backdrop: '/w/backdrop.png',
  tiles: layout.tiles.map((_, i) => `/w/tile-${i}.png`),
  bed: '/w/bed.wav',
  texts: layout.texts.map((_, i) => `/w/text-${i}.txt`),
  fonts: layout.texts.map(() => '/fonts/Deja:Vu.ttf'),
});

describe(sceneLayout.name, () => {
  it('shows the scene number, its text and up to six cast members with name and role, the rest as "+N more"', () => {
    const layout = sceneLayout({ width: 1280, height: 720, sceneNumber: 3, prompt: 'A chase.', cast: cast(8), engineLabel: 'Atelier · offline engine' });

    const contents = layout.texts.map((text) => text.content);
    expect(contents).toEqual(expect.arrayContaining(['SCENE 3', 'A chase.', 'Person 1', 'Good Guy', 'Person 6', 'Neutral', '+2 more', 'Atelier · offline engine']));
    expect(contents).not.toContain('Person 7');
    expect(layout.tiles).toHaveLength(6);
    // Initials are drawn only on discs without an avatar.
    expect(contents).toContain('P2');
    expect(contents.filter((content) => content === 'P1')).toHaveLength(0);
    expect(layout.settlesAt).toBeCloseTo(0.5 + 5 * 0.2 + 0.6);
    expect(layout).toMatchObject({ castStrip: true, progressBar: true });
  });

  it('scales with the frame: a 4K scene places everything three times further', () => {
    const hd = sceneLayout({ width: 1280, height: 720, sceneNumber: 1, prompt: 'x', cast: cast(1), engineLabel: 'e' });
    const uhd = sceneLayout({ width: 3840, height: 2160, sceneNumber: 1, prompt: 'x', cast: cast(1), engineLabel: 'e' });
    expect(uhd.tiles[0]).toMatchObject({ x: hd.tiles[0].x * 3, y: hd.tiles[0].y * 3, size: hd.tiles[0].size * 3 });
  });
});

describe('title and credits layouts', () => {
  it('centres every title and logline line, and names an untitled movie', () => {
    const layout = titleLayout({ width: 1280, height: 720, title: '', logline: 'One night.' });
    expect(layout.texts.map((text) => text.content)).toEqual(['Untitled movie', 'One night.']);
    expect(layout.texts.every((text) => text.x === 'max(0,(w-text_w)/2)')).toBe(true);
  });

  it('keeps a short cast still and scrolls a long one through the whole clip', () => {
    const short = creditsLayout({ width: 1280, height: 720, seconds: 6, cast: cast(2), title: 'T' });
    const long = creditsLayout({ width: 1280, height: 720, seconds: 6, cast: cast(20), title: 'T' });
    expect(short.texts.every((text) => /^\d+$/.test(text.y))).toBe(true);
    expect(short.settlesAt).toBeLessThan(6);
    expect(long.texts.every((text) => text.y.endsWith('*t'))).toBe(true);
    expect(long.settlesAt).toBe(6);
    expect(long.texts.map((text) => text.content)).toEqual(expect.arrayContaining(['Starring', 'Person 20', 'Made with Atelier Movie Studio']));
  });

  it('makes initials from the first and last words', () => {
    expect(initialsOf('Mara Quinn de la Vega')).toBe('MV');
    expect(initialsOf('vex')).toBe('V');
    expect(initialsOf('Élodie')).toBe('É');
  });
});

describe(clipArgs.name, () => {
  const layout = sceneLayout({ width: 1280, height: 720, sceneNumber: 1, prompt: 'x', cast: cast(2), engineLabel: 'e' });

  it('draws only the intro frame by frame, holds the settled still for the rest, and uses no filter the npm 4.1 build lacks', () => {
    const args = clipArgs(layout, { width: 1280, height: 720, seconds: 50 }, filesFor(layout), '/w/still.png', '/w/clip.mp4');
    const graph = args[args.indexOf('-filter_complex') + 1];

    expect(graph).not.toMatch(/xfade|gradients/);
    expect(args).toContain(`color=c=black:s=1280x720:r=25:d=${layout.settlesAt.toFixed(3)}`);
    expect(graph).toMatch(/loop=loop=\d+:size=1:start=0/);
    expect(graph).toContain('[intro][held]concat=n=2:v=1:a=0[joined]');
    expect(graph).toContain('fade=t=out:st=49.600:d=0.4');
    expect(args.slice(args.indexOf('-map'))).toEqual(expect.arrayContaining(['[v]', `${2 + layout.tiles.length}:a`, '-t', '50.000', '/w/clip.mp4']));
  });

  it('animates the whole clip when nothing settles, and escapes paths inside filter options', () => {
    const args = clipArgs(layout, { width: 1280, height: 720, seconds: 1 }, filesFor(layout), null, '/w/clip.mp4');
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(graph).not.toContain('loop=');
    expect(graph).toContain("fontfile='/fonts/Deja\\:Vu.ttf'");
    expect(escapeFilterValue("C:\\a'b,c")).toBe("C\\:/a\\'b\\,c");
  });

  it('renders the settled still as one frame, texts without their fades', () => {
    const args = stillArgs(layout, { width: 1280, height: 720, seconds: 50 }, filesFor(layout), '/w/still.png');
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(args).toEqual(expect.arrayContaining(['-frames:v', '1', '/w/still.png']));
    expect(graph).not.toContain('alpha=');
    expect(graph).not.toContain('enable=');
  });
});
