import { act, fireEvent, screen } from '@testing-library/react';
import { fakeResponse, renderPage } from '../shared/test-utils';
import { AcademyPage } from './academy-page';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

async function notify(email: string) {
  fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Notify Me' }));
  });
}

describe(AcademyPage.name, () => {
  it('shows COMING SOON and the three feature cards', () => {
    renderPage(<AcademyPage />, { route: '/academy' });
    expect(screen.getByText('COMING SOON')).toBeTruthy();
    for (const title of ['Interactive Lessons', 'Expert Guidance', 'Certifications']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("posts the email, shows the server's confirmation and clears the field", async () => {
    const message = "You're on the list! We'll email you when Academy launches.";
    fetchMock.mockResolvedValue(fakeResponse({ ok: true, status: 200, body: { message } }));
    renderPage(<AcademyPage />, { route: '/academy' });
    await notify('ada@example.com');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/academy/notify',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com' }) }),
    );
    expect(screen.getByRole('status').textContent).toBe(message);
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason for refusing an address", async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: false, status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'email must be an email' } }));
    renderPage(<AcademyPage />, { route: '/academy' });
    await notify('ada@example.com');
    expect(screen.getByRole('alert').textContent).toBe('email must be an email');
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('shows an error when the server fails without a reason', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: false, status: 404 }));
    renderPage(<AcademyPage />, { route: '/academy' });
    await notify('ada@example.com');
    expect(screen.getByRole('alert').textContent).toBe("Couldn't save your email. Please try again.");
  });

  it('shows the connection error when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<AcademyPage />, { route: '/academy' });
    await notify('ada@example.com');
    expect(screen.getByRole('alert').textContent).toBe('Connection error. Please try again.');
  });

  it('does not send an invalid email', async () => {
    renderPage(<AcademyPage />, { route: '/academy' });
    await notify('not-an-email');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
