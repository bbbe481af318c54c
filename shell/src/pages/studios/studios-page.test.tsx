import { screen, within } from '@testing-library/react';
import { usePublicConfig } from '@atelier/runtime';
import type { PublicConfigResponseDto } from '@atelier/api-types';
import { renderPage } from '../shared/test-utils';
import { StudiosPage } from './studios-page';

jest.mock('@atelier/runtime', () => ({ ...jest.requireActual('@atelier/runtime'), usePublicConfig: jest.fn() }));
const mockedConfig = usePublicConfig as jest.MockedFunction<typeof usePublicConfig>;

const engine = (label: string, model: string) => ({ provider: 'local' as const, label, model });
const config: PublicConfigResponseDto = {
  product: 'Atelier',
  engines: {
    text: engine('Offline engine', 'atelier-local-1'),
    image: engine('Offline engine', 'atelier-image-1'),
    video: engine('Offline engine', 'atelier-video-1'),
    transcription: engine('Offline engine', 'none'),
    vision: engine('Offline engine', 'atelier-vision-1'),
    music: engine('Offline engine', 'atelier-synth-1'),
    code: engine('Offline engine', 'atelier-code-1'),
    speech: engine('Offline engine', 'atelier-offline-tts'),
    embeddings: engine('Offline engine', 'none'),
  },
  features: { signup: true, academy: false, transcription: false },
  demoApiKey: 'atk_demo_public',
  modules: [],
  previewOrigin: null,
};

function row(label: string) {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe(StudiosPage.name, () => {
  it('shows the three studios with their buttons', () => {
    mockedConfig.mockReturnValue({ config, error: null, loading: false });
    renderPage(<StudiosPage />, { route: '/studios' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const [name, path] of [
      ['Build Studio', '/build-studio'],
      ['Movie Studio', '/movie-studio'],
      ['Music Studio', '/music-studio'],
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
      expect(screen.getByRole('link', { name: `Open ${name}` }).getAttribute('href')).toBe(path);
      expect(screen.getByRole('link', { name: `Try ${name}` }).getAttribute('href')).toBe(path);
    }
    expect(screen.getAllByText(/clips of up to 2\.5 minutes/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/MP3, WAV and stems/).length).toBeGreaterThan(0);
  });

  it('has the exact comparison table', () => {
    mockedConfig.mockReturnValue({ config, error: null, loading: false });
    renderPage(<StudiosPage />, { route: '/studios' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Build Studio', 'Movie Studio', 'Music Studio']);
    expect(row('Output format')).toEqual(['HTML/JS/CSS', 'MP4', 'MP3/WAV']);
    expect(row('Working view')).toEqual(['preview', 'timeline', 'arrangement grid']);
    expect(row('Export')).toEqual(['code zip', 'video file', 'multi-track']);
    expect(row('Collaboration')).toEqual(['Soon', 'Soon', 'Soon']);
  });

  it('fills the AI model row from the text, video and music engines', () => {
    mockedConfig.mockReturnValue({ config, error: null, loading: false });
    renderPage(<StudiosPage />, { route: '/studios' });
    expect(row('AI model')).toEqual([
      'Offline engine (atelier-local-1)',
      'Offline engine (atelier-video-1)',
      'Offline engine (atelier-synth-1)',
    ]);
  });

  it('shows … while the config loads', () => {
    mockedConfig.mockReturnValue({ config: null, error: null, loading: true });
    renderPage(<StudiosPage />, { route: '/studios' });
    expect(row('AI model')).toEqual(['…', '…', '…']);
  });

  it('shows Unavailable when the config fails', () => {
    mockedConfig.mockReturnValue({ config: null, error: new Error('down'), loading: false });
    renderPage(<StudiosPage />, { route: '/studios' });
    expect(row('AI model')).toEqual(['Unavailable', 'Unavailable', 'Unavailable']);
  });
});
