import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PricingDrawerProvider } from '../../../lib/credits/pricing-drawer';
import { credits } from '../../../test/fixtures';
import { bodyOf, callsTo, controlledBody, jsonResponse, routeFetch, sseFrame, sseResponse } from '@atelier/runtime/testing';
import { renderScreen, resetBrowserState, signIn } from '../../../test/render-screen';
import { useCredits } from '../../../lib/credits/get-credits';
import { ChatEngineer } from './chat-engineer';

/** The badge's query, as the studio has it on screen: invalidating it asks again. */
function CreditsProbe() {
  useCredits('user-1');
  return null;
}

const fetchMock = jest.fn();
const COST = { currency: 'RC' as const, amount: 1 };
const held = () => jsonResponse(200, { id: 'c1', status: 'held', endpoint: 'text', currency: 'RC', cost: 1, rc: 9, sc: 5, tier: 'free', hold_expires_at: '', created_at: '' });

beforeEach(() => {
  resetBrowserState(fetchMock);
  signIn();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const render = () =>
  renderScreen(
    <PricingDrawerProvider>
      <ChatEngineer signedIn cost={COST} />
      <CreditsProbe />
    </PricingDrawerProvider>,
  );

describe(ChatEngineer.name, () => {
  it('restores the conversation, then streams a reply held with consume under the same key', async () => {
    const stream = controlledBody();
    routeFetch(fetchMock, {
      'GET /api/marketing/chat': () => jsonResponse(200, { messages: [{ role: 'user', content: 'Earlier question', created_at: '' }, { role: 'assistant', content: 'Earlier answer', created_at: '' }] }),
      'POST /api/v1/consume': held,
      'POST /api/marketing/chat': () => sseResponse(stream),
      'GET /api/v1/credits': () => jsonResponse(200, credits(9, 5)),
      'POST /api/analytics/event': () => jsonResponse(202, { accepted: true }),
    });
    await render();
    const log = await screen.findByRole('log', { name: 'Chat Engineer conversation' });
    await waitFor(() => expect(log.textContent).toContain('Earlier answer'));
    expect(screen.getByText('Each reply costs 1 RC')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Message the Chat Engineer'), { target: { value: 'Review my ad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/marketing/chat')).toHaveLength(1));
    const [[consumeUrl, consumeInit]] = callsTo(fetchMock, 'POST', '/api/v1/consume');
    const [[chatUrl, chatInit]] = callsTo(fetchMock, 'POST', '/api/marketing/chat');
    expect(bodyOf(consumeInit)).toEqual({ endpoint: 'text', source: 'web', meta: { feature: 'chat' } });
    expect(bodyOf(chatInit)).toEqual({ message: 'Review my ad' });
    expect(new URL(chatUrl, 'http://x').searchParams.get('idempotency_key')).toBe(new URL(consumeUrl, 'http://x').searchParams.get('idempotency_key'));

    await act(async () => stream.push(sseFrame('Lead with ')));
    await waitFor(() => expect(log.textContent).toContain('Lead with'));
    await act(async () => {
      stream.push(sseFrame('the benefit.'));
      stream.push('data: [DONE]\n\n');
      stream.close();
    });
    await waitFor(() => expect(within(log).getByText(/Lead with the benefit\./)).toBeTruthy());
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/credits')).toHaveLength(2));
    expect(screen.getByText(/offline engine/)).toBeTruthy();
    expect((screen.getByLabelText('Message the Chat Engineer') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a failure after streaming began, keeps the question to retry, and re-reads the credits', async () => {
    const stream = controlledBody();
    routeFetch(fetchMock, {
      'GET /api/marketing/chat': () => jsonResponse(200, { messages: [] }),
      'POST /api/v1/consume': held,
      'POST /api/marketing/chat': () => sseResponse(stream),
      'GET /api/v1/credits': () => jsonResponse(200, credits(10, 5)),
      'POST /api/analytics/event': () => jsonResponse(202, { accepted: true }),
    });
    await render();
    fireEvent.change(screen.getByLabelText('Message the Chat Engineer'), { target: { value: 'Plan my launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/marketing/chat')).toHaveLength(1));
    await act(async () => {
      stream.push(sseFrame('Day 1'));
      stream.push(`event: error\ndata: ${JSON.stringify({ message: 'The AI provider answered 500.' })}\n\n`);
      stream.close();
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The AI provider answered 500.');
    expect((screen.getByLabelText('Message the Chat Engineer') as HTMLTextAreaElement).value).toBe('Plan my launch');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/credits')).toHaveLength(2));
    expect(screen.queryByText('Day 1')).toBeNull();
  });

  it('sends a signed-out visitor to sign in and back to the page they were on', async () => {
    await renderScreen(<ChatEngineer signedIn={false} cost={COST} />, '/marketing-studio?tab=quick');
    expect(screen.getByRole('link', { name: 'Sign in to chat' }).getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/marketing-studio?tab=quick')}`);
  });
});
