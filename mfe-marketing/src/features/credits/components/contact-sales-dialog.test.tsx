import { act, fireEvent, screen, within } from '@testing-library/react';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import { PLANS } from '../../../test/fixtures';
import { renderScreen, resetBrowserState, signIn } from '../../../test/render-screen';
import { ContactSalesDialog } from './contact-sales-dialog';

const fetchMock = jest.fn();
const ELITE = PLANS.plans.find((plan) => plan.id === 'elite')!;
const RECEIVED = 'Thanks! Our sales team will get back to you within one business day.';

beforeEach(() => {
  resetBrowserState(fetchMock);
  signIn();
});

describe(ContactSalesDialog.name, () => {
  it('checks every field, sends the request to sales and confirms it', async () => {
    routeFetch(fetchMock, { 'POST /api/billing/contact-sales': () => jsonResponse(200, { message: RECEIVED }) });
    const onClose = jest.fn();
    await renderScreen(<ContactSalesDialog plan={ELITE} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Contact sales about Elite' });
    // Signed in: name and email come from the account.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Maker');
    expect((screen.getByLabelText(/^Work email/) as HTMLInputElement).value).toBe('maker@example.com');

    fireEvent.change(screen.getByLabelText(/^Work email/), { target: { value: 'not an email' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send to sales' }));
    });
    expect(dialog.textContent).toContain('Enter a valid email address.');
    expect(dialog.textContent).toContain('Enter your company.');
    expect(dialog.textContent).toContain('Tell us what you need.');
    expect(callsTo(fetchMock, 'POST', '/api/billing/contact-sales')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Work email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Company/), { target: { value: 'Analytical Engines' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Elite for 12 people' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send to sales' }));
    });
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/billing/contact-sales');
    expect(bodyOf(init)).toEqual({ name: 'Maker', email: 'ada@example.com', company: 'Analytical Engines', message: 'Elite for 12 people', plan: 'elite' });
    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', RECEIVED);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses, and keeps the form", async () => {
    const reason = 'Too many messages to sales from here. Please try again later.';
    routeFetch(fetchMock, { 'POST /api/billing/contact-sales': () => jsonResponse(429, { statusCode: 429, code: 'RATE_LIMITED', message: reason }) });
    await renderScreen(<ContactSalesDialog plan={ELITE} onClose={jest.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Company/), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send to sales' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe('Acme');
  });
});
