import { StrictMode, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DialogHost } from './dialog-host';
import { dialogs } from './dialogs';
import { useDialogs } from './use-dialogs';

/** Asks inside act; the answer comes back wrapped (an async function would otherwise wait for it). */
async function open<T>(ask: () => Promise<T>): Promise<{ answer: Promise<T> }> {
  let answer!: Promise<T>;
  await act(async () => {
    answer = ask();
  });
  return { answer };
}

describe(DialogHost.name, () => {
  it('answers confirm true for the confirm button and false for Cancel, like window.confirm', async () => {
    render(<DialogHost />);
    const { answer: yes } = await open(() => dialogs.confirm({ title: 'Revoke key', message: 'Sure?', confirmLabel: 'Revoke', tone: 'danger' }));
    expect(screen.getByRole('alertdialog', { name: 'Revoke key' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Revoke' })));
    await expect(yes).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const { answer: no } = await open(() => dialogs.confirm({ title: 'Revoke key' }));
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    await expect(no).resolves.toBe(false);
  });

  it('answers prompt with the text, or null when cancelled, like window.prompt', async () => {
    render(<DialogHost />);
    const { answer: typed } = await open(() => dialogs.prompt({ title: 'New key', label: 'Label', defaultValue: 'x' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Shop' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await expect(typed).resolves.toBe('Shop');

    const { answer: cancelled } = await open(() => dialogs.prompt({ title: 'New key', label: 'Label' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await expect(cancelled).resolves.toBeNull();
  });

  it('shows one dialog at a time, oldest first, and returns focus to the opener', async () => {
    render(
      <>
        <button type="button">Opener</button>
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    let first!: Promise<void>;
    let second!: Promise<void>;
    await act(async () => {
      first = dialogs.alert({ title: 'First' });
      second = dialogs.alert({ title: 'Second' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'First' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await first;
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await second;
    expect(document.activeElement).toBe(opener);
  });

  it("gives an alert's extra action a way to close it", async () => {
    render(<DialogHost />);
    const { answer: closed } = await open(() =>
      dialogs.alert({
        title: 'Academy',
        message: 'Coming Soon!',
        extraAction: (close) => (
          <button type="button" onClick={close}>
            Read more
          </button>
        ),
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read more' })));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('renders each dialog once under StrictMode (effects mounted twice)', async () => {
    render(
      <StrictMode>
        <DialogHost />
      </StrictMode>,
    );
    const { answer } = await open(() => dialogs.alert({ title: 'Strict' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await expect(answer).resolves.toBeUndefined();
  });

  it('renders each dialog once even with two hosts mounted (the newest one renders)', async () => {
    render(
      <>
        <DialogHost />
        <DialogHost />
      </>,
    );
    const { answer } = await open(() => dialogs.confirm({ title: 'Once' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await expect(answer).resolves.toBe(true);
  });
});

describe(useDialogs.name, () => {
  function Revoker({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
    const ask = useDialogs();
    return (
      <button type="button" onClick={() => void ask.confirm({ title: 'Revoke key', message: 'Sure?' }).then(onAnswer)}>
        Revoke
      </button>
    );
  }

  function Page({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
    const [shown, setShown] = useState(true);
    return (
      <>
        {shown ? <Revoker onAnswer={onAnswer} /> : null}
        <button type="button" onClick={() => setShown(false)}>
          Leave
        </button>
      </>
    );
  }

  /** The page with its host, its question asked; resolves with the spy that receives the answer. */
  async function askToRevoke() {
    const onAnswer = jest.fn();
    render(
      <>
        <Page onAnswer={onAnswer} />
        <DialogHost />
      </>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Revoke' })));
    return onAnswer;
  }

  it('asks from a component and resolves with the answer', async () => {
    const onAnswer = await askToRevoke();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('dismisses its open dialogs (answered as cancelled) when the component unmounts', async () => {
    const onAnswer = await askToRevoke();
    expect(screen.getByRole('alertdialog', { name: 'Revoke key' })).toBeTruthy();
    // A route change elsewhere unmounts the asking component while its question is open.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave', hidden: true })));
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
