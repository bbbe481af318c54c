import { renderHook } from '@testing-library/react';
import type { ArrangementDto, BeatDto } from '@atelier/api-types';
import { sharedTransport } from './audio-context';
import { useStemBuffers } from './stem-buffers';
import type { Transport } from './transport';
import { type PlaybackView, previewClips, useStudioPlayback } from './use-studio-playback';

jest.mock('./audio-context', () => ({ sharedTransport: jest.fn() }));
jest.mock('./stem-buffers', () => ({ useStemBuffers: jest.fn() }));

const transport = { load: jest.fn(), stop: jest.fn() };
const buffers = { drums: {} as AudioBuffer };
const beat = { tempo: 93, total_beats: 64, stems: { drums: '/d', bass: '/b', melody: '/m', chords: '/c' }, vocals: { url: '/v' } } as BeatDto;
const arrangement: ArrangementDto = {
  lanes: [{ lane: 'drums', muted: false, solo: true, volume: 0.5 }],
  clips: [{ id: 'drums-1', lane: 'drums', label: 'Intro', start: 8, length: 8, offset: 0 }],
};

function playback(view: PlaybackView, decoded: typeof buffers | null = buffers) {
  jest.mocked(useStemBuffers).mockReturnValue({ buffers: decoded, whole: !!decoded, headsOnly: decoded ? ['bass'] : [], error: null });
  return renderHook((props: PlaybackView) => useStudioPlayback(props), { initialProps: view });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(sharedTransport).mockReturnValue(transport as unknown as Transport);
});

describe('useStudioPlayback', () => {
  it('decodes every stem of the beat, the guide vocal included', () => {
    playback({ tab: 'lyrics', projectId: 'p1', beat, arrangement });
    expect(useStemBuffers).toHaveBeenLastCalledWith({ drums: ['/d'], bass: ['/b'], melody: ['/m'], chords: ['/c'], vocals: ['/v'] }, {});
    expect(transport.load).not.toHaveBeenCalled();
  });

  it('plays each whole stem from the start on the Beats tab', () => {
    playback({ tab: 'beats', projectId: 'p1', beat, arrangement });
    expect(transport.load).toHaveBeenCalledWith(expect.objectContaining({ tempo: 93, clips: previewClips(beat), buffers }));
    expect(previewClips(beat).map((clip) => [clip.lane, clip.start, clip.length])).toEqual([
      ['drums', 0, 64], ['bass', 0, 64], ['melody', 0, 64], ['chords', 0, 64], ['vocals', 0, 64],
    ]);
  });

  it('plays the arrangement, with its lanes, on the Arrange tab', () => {
    playback({ tab: 'arrange', projectId: 'p1', beat, arrangement });
    expect(transport.load).toHaveBeenCalledWith({ tempo: 93, clips: arrangement.clips, lanes: arrangement.lanes, buffers, headsOnly: ['bass'] });
  });

  it('loads nothing before the stems are decoded', () => {
    playback({ tab: 'arrange', projectId: 'p1', beat, arrangement }, null);
    expect(transport.load).not.toHaveBeenCalled();
  });

  it('stops playing when the tab changes', () => {
    const hook = playback({ tab: 'beats', projectId: 'p1', beat, arrangement });
    expect(transport.stop).not.toHaveBeenCalled();
    hook.rerender({ tab: 'arrange', projectId: 'p1', beat, arrangement });
    expect(transport.stop).toHaveBeenCalledTimes(1);
  });
});
