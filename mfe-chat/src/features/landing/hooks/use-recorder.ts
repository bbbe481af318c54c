import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, toast } from '@atelier/runtime';
import { transcribeAudio } from '../api/transcribe-audio';

/** Spec 000 §8 texts. */
export const RECORDING_TEXT = 'Recording... Click again to stop';
export const MIC_DENIED_TEXT = 'Microphone access denied';
export const TRANSCRIBED_TEXT = 'Audio transcribed successfully!';
export const TRANSCRIPTION_FAILED_TEXT = 'Failed to transcribe audio';
const UNSUPPORTED_TEXT = 'Voice recording is not supported in this browser';
const NO_SPEECH_TEXT = 'No speech was recognised in the recording';
/** Spec 000 has no text for a server without transcription; said before anything is recorded. */
export const VOICE_UNAVAILABLE_TEXT = 'Voice input is unavailable: this server has no transcription provider configured.';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'transcribing';

export interface RecorderState {
  status: RecorderStatus;
  /** False when the public config says the server cannot transcribe: the mic then only explains why. */
  available: boolean;
  /** Starts recording, or stops it and sends the audio for transcription. */
  toggle: () => void;
}

function mediaSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined';
}

/** Records `stream` as webm (where the browser can); `onDone` gets the audio once stopped. */
function startRecorder(stream: MediaStream, onDone: (audio: Blob) => void): MediaRecorder {
  const webm = typeof MediaRecorder.isTypeSupported !== 'function' || MediaRecorder.isTypeSupported('audio/webm');
  const recorder = new MediaRecorder(stream, webm ? { mimeType: 'audio/webm' } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data && event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => onDone(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
  recorder.start();
  return recorder;
}

/** A configuration answer (e.g. 503 "configure a provider") is worth showing next to the spec's toast. */
function serverExplanation(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  return error.status === 503 || (error.status >= 400 && error.status < 500) ? error.message : null;
}

/** The microphone stream, or null after telling the user why there is none. */
async function openMicrophone(): Promise<MediaStream | null> {
  if (!mediaSupported()) {
    toast.error(UNSUPPORTED_TEXT);
    return null;
  }
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    console.error('Microphone unavailable', error);
    toast.error(MIC_DENIED_TEXT);
    return null;
  }
}

/** The transcript, or null after telling the user what went wrong (nothing when aborted). */
async function transcribeRecording(audio: Blob, signal: AbortSignal): Promise<string | null> {
  try {
    const { transcription } = await transcribeAudio(audio, signal);
    if (signal.aborted) return null;
    if (typeof transcription !== 'string' || !transcription.trim()) {
      toast.error(NO_SPEECH_TEXT);
      return null;
    }
    toast.success(TRANSCRIBED_TEXT);
    return transcription.trim();
  } catch (error) {
    if (signal.aborted) return null;
    console.error('Transcription failed', error);
    toast.error(TRANSCRIPTION_FAILED_TEXT);
    const explanation = serverExplanation(error);
    if (explanation) toast.info(explanation);
    return null;
  }
}

/**
 * Microphone → MediaRecorder (webm) → POST /transcribe; the transcript goes to `onTranscript`. With
 * `available` false (features.transcription) nothing is recorded: a click says why, once.
 */
export function useRecorder(onTranscript: (text: string) => void, available = true): RecorderState {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const statusRef = useRef<RecorderStatus>('idle');
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const requestRef = useRef<AbortController | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  onTranscriptRef.current = onTranscript;

  const update = useCallback((next: RecorderStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const releaseMicrophone = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      recorderRef.current = null;
      if (recorder) recorder.onstop = null;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      releaseMicrophone();
      requestRef.current?.abort();
    },
    [releaseMicrophone],
  );

  const finish = useCallback(
    async (audio: Blob) => {
      releaseMicrophone();
      const controller = new AbortController();
      requestRef.current = controller;
      const transcript = await transcribeRecording(audio, controller.signal);
      if (controller.signal.aborted) return;
      requestRef.current = null;
      if (transcript) onTranscriptRef.current(transcript);
      update('idle');
    },
    [releaseMicrophone, update],
  );

  const start = useCallback(async () => {
    update('starting');
    const stream = await openMicrophone();
    if (!stream) return update('idle');
    streamRef.current = stream;
    recorderRef.current = startRecorder(stream, (audio) => void finish(audio));
    update('recording');
    toast.info(RECORDING_TEXT);
  }, [finish, update]);

  const toggle = useCallback(() => {
    if (statusRef.current === 'idle' && !available) {
      toast.info(VOICE_UNAVAILABLE_TEXT);
    } else if (statusRef.current === 'idle') {
      void start();
    } else if (statusRef.current === 'recording') {
      const recorder = recorderRef.current;
      recorderRef.current = null;
      // The box is locked from the click on; the audio arrives in `onstop`.
      update('transcribing');
      recorder?.stop();
    }
  }, [available, start, update]);

  return { status, available, toggle };
}
