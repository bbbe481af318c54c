import { progressSeconds } from './ffmpeg-progress';
import { parseProbe } from './media-probe';

describe(progressSeconds.name, () => {
  it('reads out_time lines of both ffmpeg builds and nothing else', () => {
    expect(progressSeconds('out_time=00:01:02.500000')).toBe(62.5);
    expect(progressSeconds('out_time=01:00:00.000000\r')).toBe(3600);
    expect(progressSeconds('out_time_ms=62500000')).toBeNull();
    expect(progressSeconds('out_time=N/A')).toBeNull();
    expect(progressSeconds('progress=continue')).toBeNull();
  });
});

describe(parseProbe.name, () => {
  it('reads the duration and streams ffmpeg -i prints', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip.mp4':",
      '  Duration: 00:01:38.02, start: 0.000000, bitrate: 170 kb/s',
      '  Stream #0:0[0x1](und): Video: h264 (Constrained Baseline) (avc1 / 0x31637661), yuv420p, 1280x720, 25 fps',
      '  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)',
      'At least one output file must be specified',
    ].join('\n');

    expect(parseProbe(stderr)).toEqual({ seconds: 98.02, hasAudio: true, hasVideo: true, hasSubtitles: false });
    expect(parseProbe(stderr.replace(/.*Audio.*\n/, ''))).toEqual({ seconds: 98.02, hasAudio: false, hasVideo: true, hasSubtitles: false });
    expect(parseProbe('clip.mp4: Invalid data found when processing input')).toBeNull();
  });
});
