import { fireEvent, render, screen } from '@testing-library/react';
import { FileDropZone } from './file-drop-zone';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const files = (...list: File[]) => ({ dataTransfer: { files: list, types: ['Files'], dropEffect: 'none' } });

function renderZone(props: Partial<Parameters<typeof FileDropZone>[0]> = {}) {
  const onFiles = jest.fn();
  const onReject = jest.fn();
  const view = render(<FileDropZone label="Choose audio" accept="audio/*,.wav" acceptDescription="Audio files" maxBytes={1024} onFiles={onFiles} onReject={onReject} {...props} />);
  const button = screen.getByRole('button', { name: 'Choose audio' });
  const zone = button.closest('.at-dropzone') as HTMLElement;
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const announced = () => Array.from(zone.querySelectorAll('[aria-live] p')).map((p) => p.textContent);
  return { onFiles, onReject, button, zone, input, announced };
}

describe(FileDropZone.name, () => {
  it('opens the file chooser from its button (keyboard and click) and from a click on the zone', () => {
    const { button, zone, input } = renderZone();
    const choose = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(button);
    fireEvent.click(zone);
    expect(choose).toHaveBeenCalledTimes(2);
    expect(input.accept).toBe('audio/*,.wav');
    expect(input.multiple).toBe(false);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Drag and drop a file here, or choose from your device. Audio files, up to 1 KB.',
    );
  });

  it('passes on a chosen file that fits and lets the same file be chosen again', () => {
    const { input, onFiles, announced } = renderZone();
    const take = file('take.wav', 'audio/wav');
    const clear = jest.spyOn(input, 'value', 'set');
    fireEvent.change(input, { target: { files: [take] } });
    expect(onFiles).toHaveBeenCalledWith([take]);
    expect(clear).toHaveBeenCalledWith('');
    clear.mockRestore();
    expect(announced()).toEqual([]);
  });

  it('shows the dragged-over state only while files are over it', () => {
    const { zone } = renderZone();
    fireEvent.dragEnter(zone, files(file('a.wav', 'audio/wav')));
    expect(zone.className).toContain('is-dragging');
    expect(zone.textContent).toContain('Drop to add.');
    fireEvent.dragEnter(screen.getByRole('button'), files(file('a.wav', 'audio/wav'))); // crossing a child
    fireEvent.dragLeave(screen.getByRole('button'));
    expect(zone.className).toContain('is-dragging');
    fireEvent.dragLeave(zone);
    expect(zone.className).not.toContain('is-dragging');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(zone.className).not.toContain('is-dragging');
  });

  it('accepts dropped files that pass and announces why the others were refused', () => {
    const { zone, onFiles, onReject, announced } = renderZone({ multiple: true });
    const good = file('take.wav', '');
    fireEvent.dragEnter(zone, files(good));
    const drop = files(good, file('cover.png', 'image/png'), file('long.mp3', 'audio/mpeg', 4096));
    fireEvent.dragOver(zone, drop);
    expect(drop.dataTransfer.dropEffect).toBe('copy');
    fireEvent.drop(zone, drop);
    expect(zone.className).not.toContain('is-dragging');
    expect(onFiles).toHaveBeenCalledWith([good]);
    expect(onReject.mock.calls[0][0].map((item: { reason: string }) => item.reason)).toEqual(['type', 'size']);
    expect(announced()).toEqual([
      '"cover.png" is not an accepted file type. Accepted: Audio files.',
      '"long.mp3" is too large (4 KB). The limit is 1 KB.',
    ]);
    expect(zone.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
  });

  it('takes one file at a time unless multiple, and clears old messages on the next try', () => {
    const { zone, onFiles, announced } = renderZone();
    fireEvent.drop(zone, files(file('a.wav', 'audio/wav'), file('b.wav', 'audio/wav')));
    expect(onFiles).not.toHaveBeenCalled();
    expect(announced()).toEqual(['Only one file can be added at a time.']);
    fireEvent.drop(zone, files(file('a.wav', 'audio/wav')));
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(announced()).toEqual([]);
  });

  it('ignores drops and clicks while disabled', () => {
    const { zone, input, button, onFiles } = renderZone({ disabled: true });
    const choose = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(zone);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.drop(zone, files(file('a.wav', 'audio/wav')));
    expect(choose).not.toHaveBeenCalled();
    expect(onFiles).not.toHaveBeenCalled();
  });
});
