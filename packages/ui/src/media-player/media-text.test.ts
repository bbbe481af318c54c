import { mediaShortcut } from './media-shortcuts';
import { formatTime, mediaErrorText } from './media-text';

describe(formatTime.name, () => {
  it('shows m:ss, h:mm:ss from an hour, and --:-- when the length is unknown', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('--:--');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('--:--');
  });
});

describe(mediaErrorText.name, () => {
  it('says what went wrong for each MediaError code', () => {
    expect(mediaErrorText(2, 'video')).toBe('The video could not be downloaded. Check your connection and try again.');
    expect(mediaErrorText(3, 'audio')).toBe('This audio file is damaged or uses an encoding this browser cannot play.');
    expect(mediaErrorText(4, 'video')).toBe('This video could not be loaded: the file is missing or in a format this browser cannot play.');
    expect(mediaErrorText(undefined, 'audio')).toBe('This audio cannot be played.');
  });
});

describe(mediaShortcut.name, () => {
  const plain = { activates: false, isVolume: false };
  it('maps the usual player keys', () => {
    expect(mediaShortcut({ key: ' ' }, plain)).toEqual({ type: 'toggle' });
    expect(mediaShortcut({ key: 'k' }, plain)).toEqual({ type: 'toggle' });
    expect(mediaShortcut({ key: 'ArrowLeft' }, plain)).toEqual({ type: 'seekBy', seconds: -5 });
    expect(mediaShortcut({ key: 'L' }, plain)).toEqual({ type: 'seekBy', seconds: 10 });
    expect(mediaShortcut({ key: 'ArrowUp' }, plain)).toEqual({ type: 'volumeBy', amount: 0.1 });
    expect(mediaShortcut({ key: 'm' }, plain)).toEqual({ type: 'mute' });
    expect(mediaShortcut({ key: 'f' }, plain)).toEqual({ type: 'fullscreen' });
    expect(mediaShortcut({ key: 'x' }, plain)).toBeNull();
  });

  it('leaves Space to a focused button, arrows to the volume slider and modified keys to the browser', () => {
    expect(mediaShortcut({ key: ' ' }, { activates: true, isVolume: false })).toBeNull();
    expect(mediaShortcut({ key: 'k' }, { activates: true, isVolume: false })).toEqual({ type: 'toggle' });
    expect(mediaShortcut({ key: 'ArrowRight' }, { activates: false, isVolume: true })).toBeNull();
    expect(mediaShortcut({ key: 'ArrowDown' }, { activates: false, isVolume: true })).toBeNull();
    expect(mediaShortcut({ key: 'f', ctrlKey: true }, plain)).toBeNull();
    expect(mediaShortcut({ key: 'ArrowLeft', metaKey: true }, plain)).toBeNull();
  });
});
