export interface OpenAiModels {
  text: string;
  image: string;
  video: string;
  transcription: string;
  vision: string;
  code: string;
  speech: string;
  embeddings: string;
}

export interface OpenAiSettings {
  /** Any OpenAI-compatible API root, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  /** Sent as a Bearer token; may be empty for local servers that need none. */
  apiKey?: string;
  models?: Partial<OpenAiModels>;
  /** Per request, and the longest silence allowed inside a stream. Defaults to 60 s. */
  timeoutMs?: number;
  /** Whole video job, from create to downloaded file. Defaults to 10 minutes. */
  videoTimeoutMs?: number;
  /** Defaults to 2 s. */
  videoPollIntervalMs?: number;
}

export const DEFAULT_OPENAI_MODELS: OpenAiModels = {
  text: 'gpt-4o-mini',
  image: 'gpt-image-1',
  video: 'sora-2',
  transcription: 'whisper-1',
  vision: 'gpt-4o-mini',
  code: 'gpt-4.1-mini',
  speech: 'gpt-4o-mini-tts',
  embeddings: 'text-embedding-3-small',
};

export const DEFAULT_TIMEOUT_MS = 60_000;
