import { SESSION_ID_KEY } from '@atelier/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { controlledBody, jsonResponse, sseResponse } from '@atelier/runtime/testing';
import {
  callsTo,
  heldResponse,
  renderLanding,
  resetLandingState,
  routeFetch,
  sendText,
  textbox,
  toasts,
} from '../../../test/landing-harness';

import { composeImageContextPrompt } from '../utils/image-context-prompt';
import { LandingScreen } from './landing-screen';

const fetchMock = jest.fn();
const ANALYSIS = 'PNG image of 64×32 pixels (landscape). It is mostly red.';

const fileInput = () => screen.getByLabelText('File to attach') as HTMLInputElement;
const log = () => screen.getByRole('log', { name: 'Chat history' });

async function pick(file: File) {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
  });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cat.png', { type: 'image/png' });

class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = () => true;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options?: MediaRecorderOptions,
  ) {
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm-bytes'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

function fakeMicrophone(getUserMedia: jest.Mock) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(globalThis, 'MediaRecorder', { value: FakeRecorder, configurable: true, writable: true });
}

beforeEach(() => {
  resetLandingState(fetchMock);
  localStorage.setItem(SESSION_ID_KEY, 'abc123xyz');
  FakeRecorder.instances = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe(`${LandingScreen.name} attachments`, () => {
  it('opens the attach dialog, focuses inside it and gives focus back on Escape', async () => {
    routeFetch(fetchMock, {});
    await renderLanding(fetchMock);
    const opener = screen.getByRole('button', { name: 'Attach file' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Attach File' });
    expect(within(dialog).getByText('Upload images, audio, video, or documents')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Choose File' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(fileInput().accept).toBe('image/*,audio/*,video/*,.pdf,.doc,.docx');

    const click = jest.spyOn(fileInput(), 'click').mockImplementation(() => undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose File' }));
    expect(click).toHaveBeenCalled();

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('refuses a file that is not an image without calling the server', async () => {
    routeFetch(fetchMock, {});
    await renderLanding(fetchMock);
    await pick(new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }));
    expect(within(toasts()).getByText('Please upload an image file')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/analyze-image')).toHaveLength(0);
  });

  it('sends the image analysis before the next question but shows only the question', async () => {
    const analysis = heldResponse();
    const stream = controlledBody();
    routeFetch(fetchMock, { '/api/analyze-image': analysis.handler, '/api/chat/stream': () => sseResponse(stream) });
    await renderLanding(fetchMock);
    await pick(png());

    expect(screen.getByText('Analyzing image...')).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/api/analyze-image')[0];
    expect(init.body).toBeInstanceOf(FormData);
    expect(((init.body as FormData).get('file') as File).name).toBe('cat.png');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();

    await act(async () => analysis.resolve(jsonResponse(200, { analysis: ANALYSIS, filename: 'cat.png' })));
    expect(within(toasts()).getByText('Image analyzed! Context attached for your next message.')).toBeTruthy();
    expect(screen.getByText('Image context attached: cat.png')).toBeTruthy();
    expect(screen.queryByText('Analyzing image...')).toBeNull();

    await sendText('What is in it?');
    const sent = JSON.parse(callsTo(fetchMock, '/api/chat/stream')[0][1].body as string) as { message: string };
    expect(sent.message).toBe(composeImageContextPrompt({ analysis: ANALYSIS, filename: 'cat.png' }, 'What is in it?'));
    expect(sent.message.indexOf(ANALYSIS)).toBeLessThan(sent.message.indexOf('What is in it?'));

    const question = log().querySelector('[data-role="user"]') as HTMLElement;
    expect(question.textContent).toContain('What is in it?');
    expect(question.textContent).toContain('cat.png');
    expect(question.textContent).not.toContain(ANALYSIS);
    expect(screen.queryByText('Image context attached: cat.png')).toBeNull();
  });

  it('drops the context with the remove button', async () => {
    const stream = controlledBody();
    routeFetch(fetchMock, {
      '/api/analyze-image': () => jsonResponse(200, { analysis: ANALYSIS, filename: 'cat.png' }),
      '/api/chat/stream': () => sseResponse(stream),
    });
    await renderLanding(fetchMock);
    await pick(png());
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image context' }));
    expect(screen.queryByText('Image context attached: cat.png')).toBeNull();
    await sendText('Hello');
    expect(JSON.parse(callsTo(fetchMock, '/api/chat/stream')[0][1].body as string).message).toBe('Hello');
  });

  it('shows the spec texts when the analysis fails', async () => {
    routeFetch(fetchMock, {
      '/api/analyze-image': [
        () => jsonResponse(415, { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload an image file' }),
        () => jsonResponse(502, { statusCode: 502, code: 'ENGINE_FAILED', message: 'Vision engine failed' }),
      ],
    });
    await renderLanding(fetchMock);
    await pick(png());
    await waitFor(() => expect(within(toasts()).getByText('Please upload an image file')).toBeTruthy());
    await pick(png());
    await waitFor(() => expect(within(toasts()).getByText('Failed to analyze image')).toBeTruthy());
    expect(screen.queryByText(/Image context attached/)).toBeNull();
  });

  it('restores a question asked with an image without its prefix', async () => {
    const stored = composeImageContextPrompt({ analysis: ANALYSIS, filename: 'cat.png' }, 'Earlier question');
    routeFetch(fetchMock, {
      '/api/chat/history': () => jsonResponse(200, { messages: [{ role: 'user', content: stored }, { role: 'assistant', content: 'A red cat.' }] }),
    });
    await renderLanding(fetchMock);
    await within(log()).findByText('A red cat.');
    const question = log().querySelector('[data-role="user"]') as HTMLElement;
    expect(question.textContent).toContain('Earlier question');
    expect(question.textContent).toContain('cat.png');
    expect(question.textContent).not.toContain(ANALYSIS);
  });
});

describe(`${LandingScreen.name} voice input`, () => {
  it('tells the user when the microphone is denied', async () => {
    fakeMicrophone(jest.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError')));
    routeFetch(fetchMock, {});
    await renderLanding(fetchMock);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record voice' }));
    });
    expect(within(toasts()).getByText('Microphone access denied')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record voice' }).getAttribute('aria-pressed')).toBe('false');
    expect(FakeRecorder.instances).toHaveLength(0);
  });

  it('says before recording that voice input is unavailable when the server cannot transcribe', async () => {
    const getUserMedia = jest.fn();
    fakeMicrophone(getUserMedia);
    routeFetch(fetchMock, {});
    await renderLanding(fetchMock, { signup: true, academy: false, transcription: false });
    const mic = screen.getByRole('button', { name: 'Record voice' });
    expect(mic.getAttribute('aria-disabled')).toBe('true');
    const why = 'Voice input is unavailable: this server has no transcription provider configured.';
    expect(mic.getAttribute('title')).toBe(why);
    expect(document.getElementById(mic.getAttribute('aria-describedby') ?? '')?.textContent).toBe(why);

    await act(async () => {
      fireEvent.click(mic);
    });
    expect(within(toasts()).getAllByText(why)).toHaveLength(1);
    expect(within(toasts()).queryByText('Recording... Click again to stop')).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(FakeRecorder.instances).toHaveLength(0);
    expect(mic.getAttribute('aria-pressed')).toBe('false');
  });

  it('records, transcribes and puts the transcript in the text box', async () => {
    const track = { stop: jest.fn() };
    const getUserMedia = jest.fn().mockResolvedValue({ getTracks: () => [track] });
    fakeMicrophone(getUserMedia);
    const transcription = heldResponse();
    routeFetch(fetchMock, { '/api/transcribe': transcription.handler });
    await renderLanding(fetchMock);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record voice' }));
    });
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(FakeRecorder.instances[0].options).toEqual({ mimeType: 'audio/webm' });
    expect(within(toasts()).getByText('Recording... Click again to stop')).toBeTruthy();
    const stop = screen.getByRole('button', { name: 'Stop recording' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');

    await act(async () => {
      fireEvent.click(stop);
    });
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByText('Transcribing audio...')).toBeTruthy();
    expect(textbox().disabled).toBe(true);
    const [, init] = callsTo(fetchMock, '/api/transcribe')[0];
    const file = (init.body as FormData).get('file') as File;
    expect(file.name).toBe('recording.webm');
    expect(file.type).toBe('audio/webm');

    await act(async () => transcription.resolve(jsonResponse(200, { transcription: 'Paint me a lighthouse' })));
    expect(textbox().value).toBe('Paint me a lighthouse');
    expect(textbox().disabled).toBe(false);
    expect(screen.queryByText('Transcribing audio...')).toBeNull();
    expect(within(toasts()).getByText('Audio transcribed successfully!')).toBeTruthy();
  });

  it('reports a failed transcription with the spec text and the server reason', async () => {
    fakeMicrophone(jest.fn().mockResolvedValue({ getTracks: () => [] }));
    const reason = 'Offline transcription is not available; configure a transcription provider.';
    routeFetch(fetchMock, {
      '/api/transcribe': () => jsonResponse(503, { statusCode: 503, code: 'ENGINE_UNAVAILABLE', message: reason }),
    });
    await renderLanding(fetchMock);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record voice' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    });
    await waitFor(() => expect(within(toasts()).getByText('Failed to transcribe audio')).toBeTruthy());
    expect(within(toasts()).getByText(reason)).toBeTruthy();
    expect(textbox().value).toBe('');
    expect(textbox().disabled).toBe(false);
  });
});
