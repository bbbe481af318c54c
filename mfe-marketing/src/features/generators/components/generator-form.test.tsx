import { screen } from '@testing-library/react';
import { renderScreen, resetBrowserState } from '../../../test/render-screen';
import { GeneratorForm } from './generator-form';

const fetchMock = jest.fn();
beforeEach(() => resetBrowserState(fetchMock));

describe(GeneratorForm.name, () => {
  it('sends a signed-out visitor to sign in and back to the page and tab they were on', async () => {
    await renderScreen(
      <GeneratorForm label="Idea" placeholder="" cost={undefined} balance={undefined} busy={false} error={null} signedIn={false} onSubmit={async () => false} />,
      '/marketing-studio?tab=campaign',
    );
    expect(screen.getByRole('link', { name: 'Sign in to create' }).getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/marketing-studio?tab=campaign')}`);
  });
});
