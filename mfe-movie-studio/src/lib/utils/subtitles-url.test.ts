import { subtitlesUrl } from './subtitles-url';

describe(subtitlesUrl.name, () => {
  it('points at the subtitles of the same media, relative or absolute', () => {
    expect(subtitlesUrl('/api/media/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11', 'vtt')).toBe('/api/movie-studio/subtitles/0b9c7a0e-4f1e-4f4b-9a52-3f2d0c8e6a11/vtt');
    expect(subtitlesUrl('https://api.example.test/api/media/abc', 'srt')).toBe('https://api.example.test/api/movie-studio/subtitles/abc/srt');
  });

  it('answers null for a URL that is not a stored media file', () => {
    expect(subtitlesUrl('https://cdn.example.test/movie.mp4', 'vtt')).toBeNull();
  });
});
