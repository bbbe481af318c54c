import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { runFfmpeg } from './music.support';
import { peaksOf } from '../src/engines/local/music/dsp';
import { type TestAccount, bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { scaled } from './support/time-factor';

/** The goal (issue: previews that stream): five stems of a 3-minute song in 6 MB, i.e. this much per second of song. */
const BYTES_PER_SECOND = 6_000_000 / 180;
const SAMPLE_RATE = 44_100;
type Lane = 'drums' | 'bass' | 'melody' | 'chords';
const STEMS: Lane[] = ['drums', 'bass', 'melody', 'chords'];

interface BeatBody {
  duration_seconds: number;
  stems: Record<Lane, string>;
  peaks: Record<Lane, number[]>;
  vocals: { url: string; peaks: number[] };
  previews: Array<{ type: string; stems: Record<Lane, string>; vocals: string | null; heads: { seconds: number; stems: Record<Lane, string>; vocals: string | null } | null }>;
}

/** Pearson correlation of two series of the same length. */
function correlation(a: readonly number[], b: readonly number[]): number {
  const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((x, i) => {
    ab += (x - ma) * (b[i] - mb);
    aa += (x - ma) ** 2;
    bb += (b[i] - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}

/** Root-mean-square level of each of `buckets` equal spans. */
function rmsOf(samples: Float32Array, buckets: number): number[] {
  const size = samples.length / buckets;
  return Array.from({ length: buckets }, (_, bucket) => {
    const [start, end] = [Math.floor(bucket * size), Math.min(samples.length, Math.floor((bucket + 1) * size))];
    let energy = 0;
    for (let i = start; i < end; i += 1) energy += samples[i] * samples[i];
    return Math.sqrt(energy / Math.max(1, end - start));
  });
}

/** How far, in dB, each bucket the master has sound in (above -40 dBFS) is heard from it; smallest first. */
function loudnessOffsets(master: readonly number[], heard: readonly number[]): number[] {
  return master
    .flatMap((level, index) => (level > 0.01 ? [Math.abs(20 * Math.log10(Math.max(heard[index], 1e-9) / level))] : []))
    .sort((a, b) => a - b);
}

describe('Music Studio previews (real PostgreSQL, real ffmpeg, the offline synthesizer)', () => {
  let origin: string;
  let pro: TestAccount;
  let beat: BeatBody;
  const folder = makeTempDir('music-previews');
  const suite = useSuiteServer('music-previews', () => ({ DATA_DIR: makeTempDir('music-previews-data') }));

  const fetchMedia = async (url: string) => {
    const response = await fetch(`${origin}${url}`);
    expect(response.status).toBe(200);
    return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  /** A file's audio, mono at the stems' rate, as ffmpeg decodes it. */
  const decodeMono = async (file: string) => {
    const decoded = await runFfmpeg(['-v', 'error', '-i', file, '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 'f32le', 'pipe:1']);
    expect(decoded.code).toBe(0);
    return new Float32Array(new Uint8Array(decoded.stdout).buffer);
  };
  const saved = (bytes: Buffer, name: string) => {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    return file;
  };

  beforeAll(async () => {
    origin = suite.server.url.replace(/\/api$/, '');
    pro = await signUp(suite.http);
    await suite.database.query(`UPDATE users SET plan = 'pro' WHERE id = $1`, [pro.user.id]);
    // The shortest song the spec allows, with lyrics so there is a guide vocal (silent in the intro).
    const { body: project } = await suite.http.post('/api/music/projects').set(bearer(pro.token)).send({ id: `pv${Date.now().toString(36)}`, length: 2 }).expect(201);
    await suite.http.post('/api/music/lyrics').set(bearer(pro.token)).send({ prompt: 'Rain on a quiet harbour', project_id: project.id }).expect(200);
    ({ body: beat } = await suite.http.post('/api/music/beat').set(bearer(pro.token)).send({ project_id: project.id, tempo: 120, key: 'C' }).expect(200));
  }, scaled(180_000));

  it('offers every lane as Opus in WebM, within the size goal for the song\'s length', async () => {
    expect(beat.previews).toHaveLength(1);
    const [preview] = beat.previews;
    expect(preview.type).toBe('audio/webm; codecs=opus');
    let total = 0;
    for (const url of [...STEMS.map((lane) => preview.stems[lane]), preview.vocals as string]) {
      const { type, bytes } = await fetchMedia(url);
      expect(type).toBe('audio/webm; codecs=opus');
      total += bytes.length;
    }
    expect(total / beat.duration_seconds).toBeLessThanOrEqual(BYTES_PER_SECOND);
  });

  it('previews that ffmpeg decodes without an error, as long as the song, with the peaks the beat serves', async () => {
    const [preview] = beat.previews;
    const lanes: Array<[string, string, string, number[]]> = [
      ...STEMS.map((lane) => [lane, beat.stems[lane], preview.stems[lane], beat.peaks[lane]] as [string, string, string, number[]]),
      ['vocals', beat.vocals.url, preview.vocals as string, beat.vocals.peaks],
    ];
    for (const [name, masterUrl, previewUrl, peaks] of lanes) {
      const file = saved((await fetchMedia(previewUrl)).bytes, `${name}.webm`);
      const check = await runFfmpeg(['-v', 'error', '-i', file, '-f', 'null', '-']);
      expect({ name, code: check.code, stderr: check.stderr }).toEqual({ name, code: 0, stderr: '' });
      const heard = await decodeMono(file);
      const master = await decodeMono(saved((await fetchMedia(masterUrl)).bytes, `${name}.wav`));
      expect(Math.abs(heard.length / SAMPLE_RATE - beat.duration_seconds)).toBeLessThanOrEqual(0.1);
      // The served peaks (400 over the song) are the master WAV's, to its 16-bit rounding.
      expect(peaks).toHaveLength(400);
      const masterPeaks = peaksOf(master, peaks.length);
      const worstOff = Math.max(...masterPeaks.map((peak, index) => Math.abs(peak - peaks[index])));
      expect({ name, worstOff: worstOff <= 0.0011 }).toEqual({ name, worstOff: true });
      // And the preview is the master as Play hears it: each bucket's loudness within a fraction of a dB
      // (a lane with an offset or infrasound came out 2–10 dB quieter: Opus high-passes its input). Its
      // sample peaks rise and fall with the served ones; they are not compared bucket by bucket beyond the
      // median, since lossy coding moves a transient's samples by a few milliseconds and a drum hit that
      // falls just past a bucket's end then lifts that bucket's peak (measured: 0.13 → 0.42 four samples
      // before a snare), which is the codec's smear, not a different waveform.
      const loudness = loudnessOffsets(rmsOf(master, peaks.length), rmsOf(heard, peaks.length));
      const heardPeaks = peaksOf(heard, peaks.length);
      const off = heardPeaks.map((peak, index) => Math.abs(peak - peaks[index])).sort((a, b) => a - b);
      const figures = {
        shape: correlation(heardPeaks, peaks),
        peakMedian: off[off.length >> 1],
        loudBuckets: loudness.length,
        dbMedian: loudness[loudness.length >> 1],
        db95: loudness[Math.floor(loudness.length * 0.95)],
      };
      if (process.env.PREVIEW_PEAKS_DEBUG) console.log(name, figures);
      expect({ name, shape: figures.shape >= 0.9, peakMedian: figures.peakMedian <= 0.1, loudBuckets: figures.loudBuckets >= 40, dbMedian: figures.dbMedian <= 0.5, db95: figures.db95 <= 1.5 }).toEqual({
        name,
        shape: true,
        peakMedian: true,
        loudBuckets: true,
        dbMedian: true,
        db95: true,
      });
      // The guide vocal is silent in the instrumental intro: its first peak reads as silence, in the audio too.
      if (name === 'vocals') expect(Math.max(peaks[0], heardPeaks[0])).toBeLessThan(0.01);
    }
  });

  it("offers each lane's head: decodable, as long as it says, the very samples the whole preview begins with", async () => {
    const [preview] = beat.previews;
    const heads = preview.heads;
    expect(heads).not.toBeNull();
    if (!heads) return;
    expect(heads.seconds).toBeGreaterThan(0);
    expect(heads.seconds).toBeLessThan(beat.duration_seconds);
    const decode = async (url: string, name: string) => {
      const file = saved((await fetchMedia(url)).bytes, name);
      const decoded = await runFfmpeg(['-v', 'error', '-i', file, '-f', 'f32le', 'pipe:1']);
      expect({ name, code: decoded.code, stderr: decoded.stderr }).toEqual({ name, code: 0, stderr: '' });
      return new Float32Array(new Uint8Array(decoded.stdout).buffer);
    };
    const lanes: Array<[string, string, string]> = [...STEMS.map((lane) => [lane, heads.stems[lane], preview.stems[lane]] as [string, string, string]), ['vocals', heads.vocals as string, preview.vocals as string]];
    for (const [name, headUrl, wholeUrl] of lanes) {
      const { type } = await fetchMedia(headUrl);
      expect(type).toBe('audio/webm; codecs=opus');
      // Opus decodes at 48 kHz; a head ends on a 20 ms packet boundary at or before its length.
      const head = await decode(headUrl, `${name}-head.webm`);
      const whole = await decode(wholeUrl, `${name}-whole.webm`);
      expect({ name, seconds: Math.round((head.length / 48_000) * 10) / 10 }).toEqual({ name, seconds: heads.seconds });
      // The same packets as the whole file's start, so the studio hands over from the head without a seam.
      const differing = head.findIndex((sample, index) => sample !== whole[index]);
      expect({ name, differing }).toEqual({ name, differing: -1 });
    }
  }, 120_000);

  it('keeps the WAV stems for exports', async () => {
    for (const url of [...STEMS.map((lane) => beat.stems[lane]), beat.vocals.url]) {
      const { type, bytes } = await fetchMedia(url);
      expect(type).toBe('audio/wav');
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    }
  });
});
