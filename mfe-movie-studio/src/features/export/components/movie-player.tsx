import { resolveMediaUrl } from '@atelier/runtime';
import { MediaPlayer } from '@atelier/ui/studio';
import { SUBTITLE_LANGUAGE, subtitlesUrl } from '../../../lib/utils/subtitles-url';

export interface MoviePlayerProps {
  /** The latest export (`/api/media/{id}`). */
  exportUrl: string;
  /** A frame of its title card, shown before it loads (no black first frame). */
  posterUrl?: string | null;
  title: string;
}

/** The exported movie, played in the studio with its subtitles on, and its subtitle files to download. */
export function MoviePlayer({ exportUrl, posterUrl, title }: MoviePlayerProps) {
  const video = resolveMediaUrl(exportUrl);
  const vtt = subtitlesUrl(video, 'vtt');
  const srt = subtitlesUrl(video, 'srt');
  const name = title.trim() || 'Movie';
  return (
    <section className="movie-player" aria-label="Your movie">
      <MediaPlayer kind="video" src={video} title={name} poster={posterUrl ? resolveMediaUrl(posterUrl) : undefined} downloadName={`${name}.mp4`} subtitles={vtt ? { src: vtt, ...SUBTITLE_LANGUAGE } : undefined} />
      {vtt && srt ? (
        <p className="movie-muted movie-small">
          Subtitles:{' '}
          <a className="movie-link" href={vtt} download={`${name}.vtt`}>
            WebVTT
          </a>{' '}
          ·{' '}
          <a className="movie-link" href={srt} download={`${name}.srt`}>
            SRT
          </a>
        </p>
      ) : null}
    </section>
  );
}
