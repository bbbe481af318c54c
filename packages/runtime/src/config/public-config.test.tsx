import { act, render, screen } from '@testing-library/react';
import { setApiBase } from '../api/api-config';
import { authStore } from '../auth/auth-store';
import { createQueryClient, queryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { loadPublicConfig, usePublicConfig } from './public-config';
import { jsonResponse } from '../testing/fake-fetch';

const CONFIG = { product: 'Atelier', engines: {}, features: {}, modules: ['config'], demoApiKey: 'atk_demo_public' };


function Product() {
  const { config, loading, error } = usePublicConfig();
  return <p>{loading ? 'loading' : error ? 'failed' : config?.product}</p>;
}

describe(loadPublicConfig.name, () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    localStorage.clear();
    authStore.restore();
    setApiBase('/api');
    queryClient.clear();
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('asks GET /api/config/public once per page, without a token, and shares it with the hook', async () => {
    authStore.login({ id: '1', email: 'a@b.co', name: 'a' }, 'secret-token');
    fetchMock.mockResolvedValue(jsonResponse(200, CONFIG));
    const [first, second] = await Promise.all([loadPublicConfig(), loadPublicConfig()]);
    expect(second).toBe(first);
    render(
      <QueryProvider>
        <Product />
      </QueryProvider>,
    );
    expect(screen.getByText('Atelier')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/config/public');
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('asks again after a failure', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, {})).mockResolvedValueOnce(jsonResponse(200, CONFIG));
    await expect(loadPublicConfig()).rejects.toMatchObject({ status: 404 });
    await expect(loadPublicConfig()).resolves.toEqual(CONFIG);
  });
});

describe(usePublicConfig.name, () => {
  it('is loading until the config arrives, then has it', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    render(
      <QueryProvider client={createQueryClient({ retry: false })}>
        <Product />
      </QueryProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => answer(jsonResponse(200, CONFIG)));
    expect(await screen.findByText('Atelier')).toBeTruthy();
  });

  it('reports a failure', async () => {
    globalThis.fetch = jest.fn(async () => jsonResponse(500, {})) as unknown as typeof fetch;
    render(
      <QueryProvider client={createQueryClient({ retry: false })}>
        <Product />
      </QueryProvider>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
  });
});
