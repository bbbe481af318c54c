import { render } from '@testing-library/react';
import type { SceneDto } from '@atelier/api-types';
import { SceneCard } from './scene-card';

const scene = (overrides: Partial<SceneDto>): SceneDto => ({
  id: 's1',
  scene_number: 1,
  prompt: 'Mara runs.',
  bible: null,
  status: 'completed',
  video_url: '/api/media/00000000-0000-4000-8000-000000000001',
  poster_url: '/api/media/00000000-0000-4000-8000-000000000002',
  duration_seconds: 50,
  characters: [],
  stale: false,
  job: null,
  engine: null,
  width: 720,
  height: 1280,
  ...overrides,
});

const videoOf = (props: Partial<SceneDto>) => {
  const { container } = render(<SceneCard scene={scene(props)} live={null} starting={false} onGenerate={() => {}} onEdit={() => {}} />);
  return container.querySelector('video') as HTMLVideoElement;
};

describe('SceneCard video', () => {
  it("shows the render's poster before playing, in a box of the render's shape; without one, the frame past the fade", () => {
    const video = videoOf({});
    expect(video.getAttribute('poster')).toMatch(/\/api\/media\/00000000-0000-4000-8000-000000000002$/);
    expect(video.getAttribute('src')).toMatch(/000000000001$/);
    expect(video.closest('.movie-scene__video')?.classList.contains('movie-scene__video--upright')).toBe(true);

    // A render made before posters opens just past its fade instead, in a landscape box.
    const older = videoOf({ poster_url: null, width: 1280, height: 720 });
    expect(older.hasAttribute('poster')).toBe(false);
    expect(older.getAttribute('src')).toMatch(/#t=0\.5$/);
    expect(older.closest('.movie-scene__video')?.classList.contains('movie-scene__video--upright')).toBe(false);
  });
});
