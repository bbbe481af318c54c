import { conformArgs } from './conform-clip';

const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1];

describe(conformArgs.name, () => {
  const spec = { width: 1920, height: 1080, seconds: 50 };

  it("letterboxes every shot to the frame, joins them, holds the last frame to the scene's length, and keeps their sound", () => {
    const args = conformArgs([{ file: 'a.mp4', hasAudio: true }, { file: 'b.mp4', hasAudio: true }], spec, 'bed.wav', 'out.mp4');
    const graph = graphOf(args);

    expect(graph).toContain('[0:v]scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=25');
    expect(graph).toContain('[v0][v1]concat=n=2:v=1:a=0[joined]');
    expect(graph).toContain('tpad=stop_mode=clone:stop_duration=50.000');
    expect(graph).toContain('[a0][a1]concat=n=2:v=0:a=1,apad[a]');
    expect(args).not.toContain('bed.wav');
  });

  it('plays the bed when a shot has no sound, and silence when there is no bed either', () => {
    const withBed = conformArgs([{ file: 'a.mp4', hasAudio: true }, { file: 'b.mp4', hasAudio: false }], spec, 'bed.wav', 'out.mp4');
    expect(withBed).toContain('bed.wav');
    expect(graphOf(withBed)).toContain('[2:a]aresample=48000');
    const silent = conformArgs([{ file: 'a.mp4', hasAudio: false }], spec, null, 'out.mp4');
    expect(graphOf(silent)).toContain('anullsrc=r=48000:cl=stereo[a]');
  });
});
