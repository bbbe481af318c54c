import type { ClipDto, LaneStateDto } from '@atelier/api-types';
import { type ClockAnchor, type Lane, type Play, catchUp, contextTimeFor, laneGains, playsBetween, songLength, songTimeHeard } from './schedule';

/** How far ahead plays are scheduled on the audio clock: clips last seconds, so a busy main thread never starves them. */
export const LOOKAHEAD_SECONDS = 1;
/** How often the audio clock wakes the scheduler (an `ended` event of a silent source, not a timer). */
export const TICK_SECONDS = 0.2;
/** The first plays start this far after Play, so every lane's first sample is scheduled before it is due. */
export const START_LEAD_SECONDS = 0.04;
/** Gain changes (mute, solo, volume) glide over this time constant instead of clicking. */
const GAIN_GLIDE_SECONDS = 0.01;

/** `waiting`: playing, held at the point where a lane's decoded head ends until its whole stem is decoded. */
export type TransportState = 'stopped' | 'playing' | 'waiting';

export interface TransportSong {
  tempo: number;
  clips: readonly ClipDto[];
  lanes: readonly LaneStateDto[];
  buffers: Partial<Record<Lane, AudioBuffer>>;
  /** Lanes whose buffer is only the head of their stem (the whole one still decoding). */
  headsOnly?: readonly Lane[];
}

/** One source of a play: the context time it ends at when nothing cuts it short, and the end it is set to now. */
interface Sounding {
  node: AudioBufferSourceNode;
  end: number;
  endsAt: number;
}

/**
 * One play on the audio clock: from context time `when` the lane sounds its stem from `offset` for
 * `duration` seconds. Its sources are what sounds of it: the lane's buffer as it was, then the whole stem after a
 * handover; none while the part it needs is not decoded yet.
 */
interface Scheduled {
  lane: Lane;
  when: number;
  offset: number;
  duration: number;
  sources: Sounding[];
}

/** What the browser gives the transport; a fake in tests. */
export type TransportContext = Pick<
  AudioContext,
  'currentTime' | 'sampleRate' | 'state' | 'resume' | 'createGain' | 'createBufferSource' | 'createConstantSource' | 'destination'
> & { outputLatency?: number; baseLatency?: number };

/**
 * One scheduler on the audio clock for every lane (ACE-Step-DAW's drums drift because they run on timers;
 * here nothing does): each clip is an AudioBufferSourceNode started at an exact context time with
 * `start(when, offset, duration)`, scheduled a second ahead, woken by the audio clock itself. Lanes are
 * gain nodes, so mute, solo and volume act at once without rescheduling. A lane's buffer may be only the
 * head of its stem while the whole decodes: the whole takes over without a restart as it comes (`load`), and
 * should the song reach the end of a head first, every lane stops at that same instant and the transport
 * waits there (`waiting`), going on from that point once the whole stem is in — never a lane left silent.
 */
export class Transport {
  private song: TransportSong | null = null;
  private anchor: ClockAnchor | null = null;
  private scheduledUntil = 0;
  private sources = new Set<Scheduled>();
  private laneNodes = new Map<Lane, GainNode>();
  private master: GainNode | null = null;
  private ticker: ConstantSourceNode | null = null;
  private listeners = new Set<() => void>();
  private startedFrom = 0;
  private lastLatencyMs: number | null = null;
  /** The context time at which a lane that has only its head would run past it: every lane stops there. */
  private runOut: number | null = null;
  state: TransportState = 'stopped';

  constructor(private readonly context: TransportContext) {}

  /**
   * The arrangement to play. Changed clips while playing reschedule from where the song is; a lane's
   * new buffer (the whole stem after its head) takes over what is scheduled without a restart.
   */
  load(song: TransportSong): void {
    const previous = this.song;
    const clipsChanged = previous?.clips !== song.clips || previous?.tempo !== song.tempo;
    const newBuffers = (['vocals', 'drums', 'bass', 'melody', 'chords'] as const).filter((lane) => previous?.buffers[lane] !== song.buffers[lane]);
    this.song = song;
    this.applyGains();
    if (this.state === 'waiting') {
      if (clipsChanged || newBuffers.length) this.restartAt(this.startedFrom);
      return;
    }
    if (this.state !== 'playing') return;
    if (clipsChanged) this.restartAt(this.position());
    else if (newBuffers.length) {
      this.handOver(new Set(newBuffers));
      this.findRunOut();
    }
  }

  /** Starts at `from` seconds; resolves with how long after `requestedAt` (performance.now()) the first sound is heard. */
  play(from = this.startedFrom, requestedAt = performance.now()): Promise<number> {
    // Called from the click itself: browsers only let a user gesture resume audio.
    const resumed = this.context.state === 'running' ? Promise.resolve() : this.context.resume();
    return resumed.then(() => {
      this.restartAt(from);
      const startDelay = (this.anchor?.contextStart ?? this.context.currentTime) - this.context.currentTime;
      this.lastLatencyMs = performance.now() - requestedAt + (startDelay + this.outputLatency()) * 1000;
      return this.lastLatencyMs;
    });
  }

  stop(): void {
    this.stopSources();
    this.stopTicker();
    this.state = 'stopped';
    this.anchor = null;
    this.notify();
  }

  /** Moves the start position (and, while playing or waiting, the sound) to `seconds`. */
  seek(seconds: number): void {
    this.startedFrom = Math.max(0, seconds);
    if (this.state !== 'stopped') this.restartAt(this.startedFrom);
    else this.notify();
  }

  /** The song time being heard now (seconds). */
  position(): number {
    if (!this.anchor) return this.startedFrom;
    return songTimeHeard(this.anchor, this.context.currentTime, this.outputLatency());
  }

  /** The audio clock (seconds), for tests and diagnostics. */
  clock(): number {
    return this.context.currentTime;
  }

  /** Milliseconds from the last Play to its first audible sample. */
  startLatencyMs(): number | null {
    return this.lastLatencyMs;
  }

  length(): number {
    return this.song ? songLength(this.song.clips, this.song.tempo) : 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Schedules whatever starts within the look-ahead; idempotent, so the audio-clock ticker and the
   * screen's animation frames may both call it. Stops at the end of the song.
   */
  pump(): void {
    if (this.state !== 'playing' || !this.anchor || !this.song) return;
    const now = this.context.currentTime;
    const songNow = this.anchor.songStart + (now - this.anchor.contextStart);
    if (songNow >= this.length()) {
      this.startedFrom = 0;
      this.stop();
      return;
    }
    if (this.runOut !== null && now >= this.runOut) {
      this.waitAt(this.anchor.songStart + (this.runOut - this.anchor.contextStart));
      return;
    }
    const horizon = songNow + LOOKAHEAD_SECONDS;
    if (horizon <= this.scheduledUntil) return;
    for (const play of playsBetween(this.song.clips, this.song.tempo, this.scheduledUntil, horizon, false)) this.schedule(play);
    this.scheduledUntil = horizon;
    this.findRunOut();
    this.forgetFinished(now);
  }

  private restartAt(from: number): void {
    if (!this.song) return;
    this.stopSources();
    this.ensureGraph();
    this.startedFrom = from;
    this.anchor = { contextStart: this.context.currentTime + START_LEAD_SECONDS, songStart: from };
    this.scheduledUntil = from + LOOKAHEAD_SECONDS;
    this.runOut = null;
    for (const play of playsBetween(this.song.clips, this.song.tempo, from, this.scheduledUntil, true)) this.schedule(play);
    this.findRunOut();
    if (this.runOut !== null && this.runOut <= this.anchor.contextStart) {
      // The part needed right here is not decoded yet: wait for it before a single lane sounds.
      this.waitAt(from);
      return;
    }
    this.state = 'playing';
    this.startTicker();
    this.notify();
  }

  /** Every lane has stopped where a head ran out: hold that song time until the whole stems come (`load`). */
  private waitAt(songTime: number): void {
    this.stopSources();
    this.stopTicker();
    this.anchor = null;
    this.runOut = null;
    this.startedFrom = songTime;
    this.state = 'waiting';
    this.notify();
  }

  /**
   * Where the first scheduled play of a lane that has only its head would run past it (context time), and
   * every source cut to end there, so all lanes stop at one instant; none when every needed part is decoded.
   * Called again after a handover, it lets the sources play on to their own ends.
   */
  private findRunOut(): void {
    const headsOnly = new Set(this.song?.headsOnly ?? []);
    let runOut: number | null = null;
    for (const scheduled of this.sources) {
      if (!headsOnly.has(scheduled.lane)) continue;
      const available = (this.song?.buffers[scheduled.lane]?.duration ?? 0) - scheduled.offset;
      if (available >= scheduled.duration - 1e-6) continue;
      const at = scheduled.when + Math.max(0, available);
      if (runOut === null || at < runOut) runOut = at;
    }
    this.runOut = runOut;
    for (const scheduled of this.sources) {
      for (const source of scheduled.sources) {
        const endsAt = runOut === null ? source.end : Math.min(source.end, runOut);
        if (endsAt === source.endsAt) continue;
        // A later stop() replaces an earlier one that has not come yet (Web Audio, AudioScheduledSourceNode).
        source.node.stop(endsAt);
        source.endsAt = endsAt;
      }
    }
  }

  private schedule(play: Play): void {
    if (!this.anchor) return;
    const timing = catchUp(contextTimeFor(this.anchor, play.songTime), this.context.currentTime, play.sourceOffset, play.duration);
    if (timing.duration <= 0) return;
    const scheduled: Scheduled = { lane: play.lane, when: timing.when, offset: timing.offset, duration: timing.duration, sources: [] };
    this.sources.add(scheduled);
    this.sound(scheduled, timing.when);
  }

  /** Sounds `scheduled` from context time `at` on, as far as the lane's buffer reaches. */
  private sound(scheduled: Scheduled, at: number): void {
    const buffer = this.song?.buffers[scheduled.lane];
    const lane = this.laneNodes.get(scheduled.lane);
    if (!buffer || !lane) return;
    const offset = scheduled.offset + (at - scheduled.when);
    const duration = Math.min(scheduled.duration - (at - scheduled.when), buffer.duration - offset);
    if (duration <= 0) return;
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(lane);
    source.start(at, offset, duration);
    scheduled.sources.push({ node: source, end: at + duration, endsAt: at + duration });
  }

  /**
   * `lanes` have new buffers (each the whole stem its head began): at one sample frame just ahead, every
   * scheduled play of those lanes stops its old source and continues from the new buffer at the same
   * place; a head holds the very samples the whole begins with, so nothing is heard. A part that lay
   * past the head (silent till now) sounds from there on, in time with the other lanes.
   */
  private handOver(lanes: ReadonlySet<Lane>): void {
    const rate = this.context.sampleRate;
    const at = Math.ceil((this.context.currentTime + START_LEAD_SECONDS) * rate) / rate;
    for (const scheduled of this.sources) {
      if (!lanes.has(scheduled.lane) || scheduled.when + scheduled.duration <= at) continue;
      const from = Math.max(scheduled.when, at);
      for (const source of scheduled.sources) {
        source.node.stop(from);
        source.end = Math.min(source.end, from);
        source.endsAt = source.end;
      }
      this.sound(scheduled, from);
    }
  }

  private ensureGraph(): void {
    if (!this.master) {
      this.master = this.context.createGain();
      this.master.connect(this.context.destination);
    }
    for (const lane of ['vocals', 'drums', 'bass', 'melody', 'chords'] as const) {
      if (this.laneNodes.has(lane)) continue;
      const node = this.context.createGain();
      node.connect(this.master);
      this.laneNodes.set(lane, node);
    }
    this.applyGains();
  }

  private applyGains(): void {
    if (!this.song) return;
    const gains = laneGains(this.song.lanes);
    for (const [lane, node] of this.laneNodes) node.gain.setTargetAtTime(gains[lane] ?? 1, this.context.currentTime, GAIN_GLIDE_SECONDS);
  }

  /** A silent source that ends every TICK_SECONDS on the audio clock; its `ended` event runs the scheduler. */
  private startTicker(): void {
    this.stopTicker();
    const silence = this.context.createGain();
    silence.gain.value = 0;
    silence.connect(this.context.destination);
    const tick = () => {
      if (this.state !== 'playing') return;
      const ticker = this.context.createConstantSource();
      ticker.connect(silence);
      ticker.onended = () => {
        if (this.ticker !== ticker) return;
        this.pump();
        tick();
      };
      this.ticker = ticker;
      ticker.start();
      ticker.stop(this.context.currentTime + TICK_SECONDS);
    };
    tick();
  }

  private stopTicker(): void {
    const ticker = this.ticker;
    this.ticker = null;
    if (!ticker) return;
    ticker.onended = null;
    try {
      ticker.stop();
    } catch {
      // Already stopped.
    }
  }

  private stopSources(): void {
    for (const scheduled of this.sources) {
      for (const source of scheduled.sources) {
        try {
          source.node.stop();
        } catch {
          // Already stopped.
        }
        source.node.disconnect();
      }
    }
    this.sources.clear();
  }

  private forgetFinished(now: number): void {
    for (const scheduled of this.sources) {
      if (scheduled.when + scheduled.duration < now - 1) {
        for (const source of scheduled.sources) source.node.disconnect();
        this.sources.delete(scheduled);
      }
    }
  }

  private outputLatency(): number {
    return this.context.outputLatency || this.context.baseLatency || 0;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
