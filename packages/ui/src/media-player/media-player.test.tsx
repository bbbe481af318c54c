import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MediaPlayer } from './media-player';

/** jsdom has media elements without playback: give one a clock, a length and play/pause that fire their events. */
function fakePlayback(element: HTMLMediaElement, duration = 200) {
  let time = 0;
  let paused = true;
  Object.defineProperties(element, {
    duration: { configurable: true, get: () => duration },
    paused: { configurable: true, get: () => paused },
    currentTime: {
      configurable: true,
      get: () => time,
      set: (value: number) => {
        time = value;
      },
    },
  });
  const play = jest.fn(() => {
    paused = false;
    fireEvent.play(element);
    return Promise.resolve();
  });
  const pause = jest.fn(() => {
    paused = true;
    fireEvent.pause(element);
  });
  Object.assign(element, { play, pause });
  fireEvent.loadedMetadata(element);
  return { play, pause, time: () => time };
}

const player = (name: string) => screen.getByRole('group', { name });

describe(MediaPlayer.name, () => {
  it('is a named group with the native video under named controls', () => {
    const { container } = render(<MediaPlayer kind="video" src="/api/media/v1" poster="/p.png" title="Scene 3" />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(player('Scene 3').contains(video)).toBe(true);
    expect(video.getAttribute('src')).toBe('/api/media/v1');
    expect(video.getAttribute('poster')).toBe('/p.png');
    expect(video.getAttribute('preload')).toBe('metadata');
    for (const name of ['Play', 'Mute', 'Full screen']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Scene 3' }).getAttribute('href')).toBe('/api/media/v1');
    // No length yet: nothing to seek.
    expect((screen.getByRole('slider', { name: 'Seek' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('carries a subtitle track shown by default, asking the other origin through CORS', () => {
    const { container } = render(
      <MediaPlayer kind="video" src="https://api.example.test/api/media/v1" title="Movie" subtitles={{ src: 'https://api.example.test/api/movie-studio/subtitles/v1/vtt', srclang: 'en', label: 'English' }} />,
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    const track = video.querySelector('track') as HTMLTrackElement;
    expect([track.getAttribute('kind'), track.getAttribute('srclang'), track.getAttribute('label'), track.hasAttribute('default')]).toEqual(['subtitles', 'en', 'English', true]);
    expect(track.getAttribute('src')).toBe('https://api.example.test/api/movie-studio/subtitles/v1/vtt');
    expect(video.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('plays and pauses from the button, following the element’s own events', () => {
    const { container } = render(<MediaPlayer kind="video" src="/v.mp4" title="Scene 3" />);
    const { play, pause } = fakePlayback(container.querySelector('video') as HTMLVideoElement);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('seeks with the slider, shows the time and reports time updates', () => {
    const onTimeUpdate = jest.fn();
    const { container } = render(<MediaPlayer kind="audio" src="/a.wav" title="Final mix" onTimeUpdate={onTimeUpdate} />);
    const audio = container.querySelector('audio') as HTMLAudioElement;
    const clock = fakePlayback(audio);
    const seek = screen.getByRole('slider', { name: 'Seek' }) as HTMLInputElement;
    expect(seek.disabled).toBe(false);
    expect(seek.max).toBe('200');
    fireEvent.change(seek, { target: { value: '65' } });
    expect(clock.time()).toBe(65);
    expect(seek.getAttribute('aria-valuetext')).toBe('1:05 of 3:20');
    expect(player('Final mix').textContent).toContain('1:05 / 3:20');
    fireEvent.timeUpdate(audio);
    expect(onTimeUpdate).toHaveBeenCalledWith(65, 200);
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });

  it('answers the keyboard: K and Space play, arrows seek and set the volume, M mutes', () => {
    const { container } = render(<MediaPlayer kind="video" src="/v.mp4" title="Scene 3" />);
    const video = container.querySelector('video') as HTMLVideoElement;
    const clock = fakePlayback(video);
    const group = player('Scene 3');
    fireEvent.keyDown(group, { key: 'k' });
    expect(clock.play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(group, { key: ' ' });
    expect(clock.pause).toHaveBeenCalledTimes(1);
    // Space on a focused button is the button's own click, not a second toggle.
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Play' }), { key: ' ' })).toBe(true);
    expect(clock.play).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(screen.getByRole('slider', { name: 'Seek' }), { key: 'ArrowRight' });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(clock.time()).toBe(10);
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(clock.time()).toBe(5);

    act(() => {
      video.volume = 0.5;
    });
    fireEvent.keyDown(group, { key: 'ArrowDown' });
    expect(video.volume).toBeCloseTo(0.4);
    fireEvent.keyDown(group, { key: 'm' });
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toBe('0%');
  });

  it('shows a clear message and disables playback when the file cannot play', () => {
    const { container } = render(<MediaPlayer kind="video" src="/missing.mp4" title="Scene 3" />);
    const video = container.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'error', { configurable: true, get: () => ({ code: 4 }) });
    fireEvent.error(video);
    expect(screen.getByRole('alert').textContent).toBe('This video could not be loaded: the file is missing or in a format this browser cannot play.');
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.loadStart(video); // a new source clears it
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws an audio waveform, played part in the accent colour, that seeks on click, and hands out the element', () => {
    const bars: string[] = [];
    const context = { clearRect: () => bars.splice(0), fillStyle: '', fillRect: () => bars.push(context.fillStyle) };
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    const mediaRef = createRef<HTMLMediaElement>();
    const { container } = render(<MediaPlayer kind="audio" src="/stem.wav" title="Drums" peaks={[0.2, 1, 0.5, 0]} mediaRef={mediaRef} downloadUrl={null} />);
    const audio = container.querySelector('audio') as HTMLAudioElement;
    expect(mediaRef.current).toBe(audio);
    const clock = fakePlayback(audio, 100);
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    expect(bars).toEqual(['#a4a4bd', '#a4a4bd', '#a4a4bd', '#a4a4bd']);
    jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({ left: 10, width: 200 } as DOMRect);
    // jsdom has no PointerEvent: a mouse event of that type carries the coordinates.
    fireEvent(canvas, new MouseEvent('pointerdown', { bubbles: true, clientX: 110 }));
    expect(clock.time()).toBe(50);
    expect(bars).toEqual(['#6d4aff', '#6d4aff', '#a4a4bd', '#a4a4bd']);
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    getContext.mockRestore();
    width.mockRestore();
  });
});
