import { render, screen } from '@testing-library/react';
import { RemoteLoadError } from './remote-loader';
import { RemoteUnavailable } from './remote-unavailable';

describe(RemoteUnavailable.name, () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('offers Home where the shell hides its bars (Build Studio), since nothing else leads out', () => {
    window.history.pushState({}, '', '/build-studio');
    render(<RemoteUnavailable title="Build Studio" error={new Error('down')} onRetry={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('offers Home on every other route too, so no fallback is a dead end', () => {
    window.history.pushState({}, '', '/movie-studio');
    render(<RemoteUnavailable title="Movie Studio" error={new RemoteLoadError({ remote: 'movie_studio', module: 'MovieStudio', title: 'Movie Studio' }, 'timeout')} onRetry={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('offers only Retry on the landing itself, where Home would lead back to the same fallback', () => {
    window.history.pushState({}, '', '/');
    render(<RemoteUnavailable title="Chat" error={new Error('down')} onRetry={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
  });
});
