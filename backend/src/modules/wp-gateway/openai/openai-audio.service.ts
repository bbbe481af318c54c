import { Inject, Injectable } from '@nestjs/common';
import { ApiKeysService } from '../../../api-keys/api-keys.service';
import { ApiUsageService } from '../../../api-keys/api-usage.service';
import { IntegrationPlansService } from '../../../api-keys/integration-plans.service';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import type { Engines } from '../../../engines/create-engines';
import { EngineFailureException } from '../../../engines/engine-error-responses';
import { ENGINES } from '../../../engines/engines.module';
import { OFFLINE_EMBEDDINGS_UNAVAILABLE } from '../../../engines/local/local-embeddings.engine';
import { OFFLINE_TRANSCRIPTION_UNAVAILABLE } from '../../../engines/local/local-transcription.engine';
import { SPEECH_FORMATS, SPEECH_VOICES, type SpeechFormat, type SpeechResult } from '../../../engines/speech-engine';
import type { TranscriptionFormat } from '../../../engines/transcription-engine';
import type { Reservation } from '../../../metering/reservation';
import { KeyMeter } from '../key-meter';
import { checkedOpenAiKey } from './openai-api-key';
import { countTokens } from '../token-count';
import { GENERIC_ENGINE_FAILURE, WpGatewayException } from '../wp-gateway.errors';
import type { EmbeddingsRequestDto } from './dto/embeddings-request.dto';
import type { OpenAiModelDto } from './dto/openai-responses.dto';
import type { SpeechRequestDto } from './dto/speech-request.dto';
import type { TranscriptionRequestDto } from './dto/transcription-request.dto';
import {
  MAX_EMBEDDING_CHARACTERS,
  MAX_EMBEDDING_INPUTS,
  MAX_SPEECH_INPUT_CHARACTERS,
} from './openai-compat.constants';
import { invalidParam, withParam } from './openai-param-error';
import { type ModelCapability, servedModels } from './openai-models';

export interface UploadedAudio {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
}

/** A transcription as the client asked for it: JSON, or the provider's text/SRT/WebVTT as it sent them. */
export type TranscriptionAnswer = { json: object } | { body: string; contentType: string };

export interface EmbeddingsAnswer {
  object: 'list';
  data: Array<{ object: 'embedding'; index: number; embedding: number[] | string }>;
  model: string;
  usage: { prompt_tokens: number; total_tokens: number };
}

/**
 * OpenAI's endpoints beyond chat and images, over the same keys and plans. Everything is metered in the plans'
 * tokens, one per 4 characters as for chat: speech by its input (known up front: held exactly, settled when the
 * audio is made), embeddings by their input (texts by characters, token arrays by their length), transcriptions
 * by the text delivered (TRANSCRIPTION_HOLD_TOKENS held while the provider works). A failure gives everything back.
 */
@Injectable()
export class OpenAiAudioService {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly usage: ApiUsageService,
    private readonly plans: IntegrationPlansService,
    @Inject(ENGINES) private readonly engines: Engines,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Which engine speaks (the X-Engine header). */
  get speechEngine() {
    return this.engines.speech.engine;
  }

  /** One served model by id (`client.models.retrieve`); 404 model_not_found naming `model` otherwise. */
  async model(apiKey: string | null, id: string): Promise<OpenAiModelDto> {
    const live = await this.keys.findLive(checkedOpenAiKey(apiKey, this.config.demoApiKey));
    if (!live) throw WpGatewayException.invalidKey();
    this.keys.recordUse(live.keyId, live.lastUsedAt);
    const served = servedModels(this.engines);
    const found = served.find((model) => model.id === id);
    if (!found) throw withParam(WpGatewayException.modelNotFound(id, served.map((model) => model.id)), 'model');
    const { capability: _capability, ...model } = found;
    return model;
  }

  async speech(apiKey: string | null, request: SpeechRequestDto): Promise<SpeechResult> {
    const meter = this.meterFor(apiKey);
    this.requireModel(request.model, 'speech');
    const characters = [...request.input].length;
    if (!request.input.trim()) throw invalidParam('input', 'input must not be empty.');
    if (characters > MAX_SPEECH_INPUT_CHARACTERS) {
      throw invalidParam('input', `input may hold at most ${MAX_SPEECH_INPUT_CHARACTERS.toLocaleString('en-US')} characters; it has ${characters.toLocaleString('en-US')}.`);
    }
    if (!(SPEECH_VOICES as readonly string[]).includes(request.voice)) {
      throw invalidParam('voice', `voice must be one of ${SPEECH_VOICES.join(', ')}.`);
    }
    const format = request.response_format ?? 'mp3';
    if (!(SPEECH_FORMATS as readonly string[]).includes(format)) {
      throw invalidParam('response_format', `response_format must be one of ${SPEECH_FORMATS.join(', ')}.`);
    }
    const speed = request.speed ?? 1;
    if (!(speed >= 0.25 && speed <= 4)) throw invalidParam('speed', 'speed must be between 0.25 and 4.');
    const tokens = countTokens(request.input);
    const reservation = await this.reserveExactly(meter, tokens);
    return this.settledAfter(reservation, tokens, () =>
      this.engines.speech.speak({ input: request.input, voice: request.voice, format: format as SpeechFormat, speed, instructions: request.instructions }),
    );
  }

  async transcription(apiKey: string | null, request: TranscriptionRequestDto, file: UploadedAudio | undefined): Promise<TranscriptionAnswer> {
    const meter = this.meterFor(apiKey);
    await this.offlineRefusal(apiKey, 'transcription');
    this.requireModel(request.model, 'transcription');
    if (!file || file.buffer.length === 0) throw invalidParam('file', 'file is required: send the audio as the multipart field "file".');
    // The text's length is known only after: the longest answer is held (as for chat), settled to what was delivered.
    const use = await meter.reserveTokens(0);
    try {
      const format: TranscriptionFormat = request.response_format ?? 'json';
      const result = await this.engines.transcription.transcribe(file.buffer, {
        filename: file.originalname || 'audio',
        contentType: file.mimetype || 'application/octet-stream',
        language: request.language,
        prompt: request.prompt,
        temperature: request.temperature,
        responseFormat: format,
      });
      const text = result.text;
      const tokens = Math.min(countTokens(text), use.amount);
      if (tokens > 0) await use.settle(tokens);
      else await use.release();
      if (format === 'json') return { json: { text, usage: { type: 'tokens', input_tokens: 0, output_tokens: tokens, total_tokens: tokens } } };
      if (format === 'verbose_json' && result.formatted) return { json: JSON.parse(result.formatted.body) as object };
      return result.formatted ?? { body: text, contentType: 'text/plain; charset=utf-8' };
    } catch (error) {
      await use.release();
      throw EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
    }
  }

  async embeddings(apiKey: string | null, request: EmbeddingsRequestDto): Promise<EmbeddingsAnswer> {
    const meter = this.meterFor(apiKey);
    await this.offlineRefusal(apiKey, 'embeddings');
    this.requireModel(request.model, 'embeddings');
    const input = this.embeddingInputs(request.input);
    const tokens = input.reduce((sum, entry) => sum + (typeof entry === 'string' ? countTokens(entry) : entry.length), 0);
    const reservation = await this.reserveExactly(meter, tokens);
    const result = await this.settledAfter(reservation, tokens, () =>
      this.engines.embeddings.embed({ input: input as string[] | number[][], encodingFormat: request.encoding_format, dimensions: request.dimensions }),
    );
    return {
      object: 'list',
      data: result.embeddings.map((embedding, index) => ({ object: 'embedding', index, embedding })),
      model: result.model,
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    };
  }

  /** OpenAI's shapes for `input`: a text, texts, or token arrays; never empty. */
  private embeddingInputs(input: unknown): string[] | number[][] {
    const list = typeof input === 'string' ? [input] : input;
    const isTexts = Array.isArray(list) && list.length > 0 && list.every((entry) => typeof entry === 'string' && entry.length > 0);
    const isTokens =
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((entry) => Array.isArray(entry) && entry.length > 0 && entry.every((token) => Number.isInteger(token) && token >= 0));
    if (!isTexts && !isTokens) {
      throw invalidParam('input', 'input must be a non-empty string, an array of non-empty strings, or an array of token arrays.');
    }
    if (list.length > MAX_EMBEDDING_INPUTS) throw invalidParam('input', `input may hold at most ${MAX_EMBEDDING_INPUTS} entries.`);
    if (isTexts && (list as string[]).reduce((sum, text) => sum + text.length, 0) > MAX_EMBEDDING_CHARACTERS) {
      throw invalidParam('input', `input may hold at most ${MAX_EMBEDDING_CHARACTERS.toLocaleString('en-US')} characters in all.`);
    }
    return list as string[] | number[][];
  }

  /** Holds exactly `tokens`; when they do not fit, the 429 says how many are left. */
  private async reserveExactly(meter: KeyMeter, tokens: number): Promise<Reservation> {
    try {
      // reserveTokens holds the prompt and one token of answer at least: the prompt here is all but that one.
      return await meter.reserveExactTokens(tokens);
    } catch (error) {
      if (error instanceof WpGatewayException && error.code === 'QUOTA_EXCEEDED' && meter.ownerUserId) {
        throw meter.tokensLeft(await this.tokensLeft(meter.ownerUserId), tokens);
      }
      throw error;
    }
  }

  private async tokensLeft(userId: string): Promise<number> {
    const [plan, inUse] = await Promise.all([this.plans.planOf(userId), this.usage.tokensInUse(userId)]);
    return Math.max(0, plan.tokens - inUse);
  }

  /** Runs the engine, then charges `tokens`; a failure gives them back and is answered per the engine-error table. */
  private async settledAfter<T>(reservation: Reservation, tokens: number, run: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await run();
    } catch (error) {
      await reservation.release();
      throw EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
    }
    await reservation.settle(tokens);
    return result;
  }

  private requireModel(model: string, capability: ModelCapability): void {
    const served = servedModels(this.engines);
    if (!served.some((entry) => entry.id === model && entry.capability === capability)) {
      throw withParam(WpGatewayException.modelNotFound(model, served.map((entry) => entry.id)), 'model');
    }
  }

  /**
   * The offline engine cannot transcribe or embed: once the key is known good, the 503 of the engine-error table
   * (ENGINE_UNAVAILABLE, no Retry-After: waiting does not fix configuration) with the engine's text naming the setting.
   */
  private async offlineRefusal(apiKey: string | null, capability: 'transcription' | 'embeddings'): Promise<void> {
    if (this.engines[capability].engine.provider !== 'local') return;
    const live = await this.keys.findLive(checkedOpenAiKey(apiKey, this.config.demoApiKey));
    if (!live) throw WpGatewayException.invalidKey();
    this.keys.recordUse(live.keyId, live.lastUsedAt);
    const message = capability === 'transcription' ? OFFLINE_TRANSCRIPTION_UNAVAILABLE : OFFLINE_EMBEDDINGS_UNAVAILABLE;
    throw EngineFailureException.ofKind('unavailable', message);
  }

  private meterFor(apiKey: string | null): KeyMeter {
    return new KeyMeter(checkedOpenAiKey(apiKey, this.config.demoApiKey), this.keys, this.usage);
  }
}
