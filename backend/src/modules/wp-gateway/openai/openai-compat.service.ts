import { randomUUID } from 'node:crypto';
import { EngineFailureException } from '../../../engines/engine-error-responses';
import { Inject, Injectable } from '@nestjs/common';
import { ApiKeysService } from '../../../api-keys/api-keys.service';
import { ApiUsageService } from '../../../api-keys/api-usage.service';
import { AssetStore } from '../../../assets/asset-store.service';
import { ImageRejectedError, checkImage } from '../../../assets/images/image-intake';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import type { Engines } from '../../../engines/create-engines';
import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import { ENGINES } from '../../../engines/engines.module';
import type { ChatDelta, ChatMessage, RichChatMessage, RichChatRequest, TextEngine, TextStreamOptions } from '../../../engines/text-engine';
import type { Reservation } from '../../../metering/reservation';
import { KeyMeter } from '../key-meter';
import { checkedOpenAiKey } from './openai-api-key';
import type { TokenReservation } from '../gateway-meter';
import { CHARACTERS_PER_TOKEN } from '../token-count';
import { MAX_OUTPUT_TOKENS } from '../wp-gateway.constants';
import { GENERIC_ENGINE_FAILURE, WpGatewayException } from '../wp-gateway.errors';
import { charactersOf, decodeImageUrl, imageUrlsOf, toEngineMessages } from './chat-conversation';
import { ChatChoices, type ChoiceOutcome } from './chat-choices';
import type { ChatCompletionRequestDto } from './dto/chat-completion-request.dto';
import type { ImageGenerationRequestDto } from './dto/image-generation-request.dto';
import type { ImageGenerationResponseDto, OpenAiImageDto, OpenAiModelListDto, OpenAiUsageDto } from './dto/openai-responses.dto';
import { IMAGE_DESCRIPTION_TOKENS } from './openai-compat.constants';
import { type ServedModel, servedModels } from './openai-models';

/** A chat completion that is reserved and ready to run: the caller streams it or collects it. */
export interface PreparedCompletion {
  id: string;
  created: number;
  model: string;
  engine: EngineDescriptor;
  /** The request as the engine gets it: the conversation, n, response_format, tools and the passed-through fields. */
  request: RichChatRequest;
  promptTokens: number;
  /** Tokens one choice may use: the gateway's cap, max_tokens and max_completion_tokens, whichever is least. */
  perChoice: number;
  /** Tokens all choices together may use: the plan's room. */
  budget: number;
  reservation: TokenReservation;
}

export interface CompletionOutcome {
  choices: ChoiceOutcome[];
  usage: OpenAiUsageDto;
}

/** Handled by the gateway itself (or its budget); every other field the caller set goes to the engine as sent. */
const NOT_PASSED_THROUGH = new Set(['model', 'messages', 'stream', 'stream_options', 'n', 'response_format', 'tools']);

const promptTokensOf = (messages: readonly RichChatMessage[]) =>
  messages.reduce((sum, message) => sum + Math.ceil(charactersOf(message) / CHARACTERS_PER_TOKEN), 0);

/** An engine without `chat` answers the conversation's plain messages as one choice. */
async function* asOneChoice(engine: TextEngine, messages: readonly RichChatMessage[], options: TextStreamOptions): AsyncIterable<ChatDelta> {
  const plain = messages.flatMap((message): ChatMessage[] =>
    message.role === 'tool' || !message.content ? [] : [{ role: message.role, content: message.content }],
  );
  for await (const content of engine.stream(plain, options)) yield { choice: 0, content };
  yield { choice: 0, finishReason: 'stop' };
}

/**
 * OpenAI's protocol over the same keys, plans and meters as /api/wp/*: a key's tokens are counted the same way
 * (one per 4 characters of every message and of the answer), held before the engine runs, settled to what was
 * delivered. The public demo key is not accepted here.
 */
@Injectable()
export class OpenAiCompatService {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly usage: ApiUsageService,
    private readonly storage: AssetStore,
    @Inject(ENGINES) private readonly engines: Engines,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async models(apiKey: string | null): Promise<OpenAiModelListDto> {
    const key = checkedOpenAiKey(apiKey, this.config.demoApiKey);
    const live = await this.keys.findLive(key);
    if (!live) throw WpGatewayException.invalidKey();
    this.keys.recordUse(live.keyId, live.lastUsedAt);
    return { object: 'list', data: servedModels(this.engines).map(({ capability: _capability, ...model }) => model) };
  }

  /**
   * Validates, holds the tokens, describes any images, and settles what the answer may use; nothing is sent to
   * the client yet. The key and plan are checked before any image is decoded (a bad key or a spent plan costs
   * one statement, whatever it sends), with room held for the descriptions; a refusal gives the tokens back.
   */
  async prepareCompletion(apiKey: string | null, request: ChatCompletionRequestDto): Promise<PreparedCompletion> {
    const meter = this.meterFor(apiKey);
    this.requireModel(request.model, 'chat');
    const imageUrls = imageUrlsOf(request.messages);
    const knownTokens = promptTokensOf(toEngineMessages(request.messages, imageUrls.map(() => '')));
    const reservation = await meter.reserveTokens(knownTokens, imageUrls.length * IMAGE_DESCRIPTION_TOKENS);
    try {
      const messages = toEngineMessages(request.messages, await this.describeImages(imageUrls));
      const promptTokens = promptTokensOf(messages);
      const room = reservation.outputBudget - (promptTokens - knownTokens);
      if (room < 1) throw meter.tokensUsedUp();
      const caps = [room, MAX_OUTPUT_TOKENS, request.max_tokens, request.max_completion_tokens].filter(
        (cap): cap is number => typeof cap === 'number',
      );
      const passThrough = Object.fromEntries(
        Object.entries(request).filter(([field, value]) => value !== undefined && !NOT_PASSED_THROUGH.has(field)),
      );
      return {
        id: `chatcmpl-${randomUUID().replaceAll('-', '')}`,
        created: Math.floor(Date.now() / 1000),
        model: this.engines.text.engine.model,
        engine: this.engines.text.engine,
        request: {
          messages,
          n: request.n ?? 1,
          responseFormat: request.response_format as RichChatRequest['responseFormat'],
          tools: request.tools,
          passThrough,
        },
        promptTokens,
        perChoice: Math.min(...caps),
        budget: room,
        reservation,
      };
    } catch (error) {
      await reservation.release();
      throw error;
    }
  }

  /** Each image through the image intake (type, and pixels from its header), then to the vision engine. */
  private async describeImages(urls: readonly string[]): Promise<string[]> {
    const analyses: string[] = [];
    for (const [index, url] of urls.entries()) {
      const { data } = decodeImageUrl(url);
      try {
        const image = checkImage(data);
        const result = await this.engines.vision.analyze(image, { filename: `image-${index + 1}.${image.type.extension}` });
        analyses.push(result.analysis);
      } catch (error) {
        if (error instanceof ImageRejectedError) throw WpGatewayException.imageRejected(error, index + 1);
        throw EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
      }
    }
    return analyses;
  }

  /**
   * Runs the engine, handing each delivered delta to `onDelta` (a stream writes it out; a plain answer ignores
   * it), and settles the tokens of what was delivered. A failure before any piece gives everything back.
   */
  async runCompletion(
    prepared: PreparedCompletion,
    onDelta: (delta: ChatDelta) => Promise<void> | void,
    signal?: AbortSignal,
  ): Promise<CompletionOutcome> {
    const choices = new ChatChoices(prepared.request.n, prepared.perChoice, prepared.budget);
    const text = this.engines.text;
    const deltas = text.chat ? text.chat(prepared.request, { signal }) : asOneChoice(text, prepared.request.messages, { signal });
    try {
      for await (const raw of deltas) {
        const delivered = choices.accept(raw);
        if (delivered) await onDelta(delivered);
        if (choices.finished) break;
      }
    } catch (error) {
      await this.settleDelivered(prepared, choices);
      throw EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
    }
    const usage = await this.settleDelivered(prepared, choices);
    return { choices: choices.outcomes(), usage: usage ?? this.usageOf(prepared, choices) };
  }

  /** The client was told of what `choices` hold (maybe nothing): that much is charged, the rest given back. */
  async settleDelivered(prepared: PreparedCompletion, choices: ChatChoices): Promise<OpenAiUsageDto | null> {
    if (choices.empty) {
      await prepared.reservation.release();
      return null;
    }
    const usage = this.usageOf(prepared, choices);
    await prepared.reservation.settle(usage.total_tokens);
    return usage;
  }

  async generateImages(apiKey: string | null, request: ImageGenerationRequestDto): Promise<ImageGenerationResponseDto> {
    const meter = this.meterFor(apiKey);
    if (request.model !== undefined) this.requireModel(request.model, 'image');
    const count = request.n ?? 1;
    const [width, height] = (request.size && request.size !== 'auto' ? request.size : '1024x1024').split('x').map(Number);
    const reservations: Reservation[] = [];
    try {
      // One image at a time against the plan: all n must fit, or none is made.
      for (let index = 0; index < count; index += 1) reservations.push(await meter.reserveUnit('photo'));
    } catch (error) {
      await Promise.all(reservations.map((reservation) => reservation.release()));
      // Some fit: say how many are left rather than "used up" (the ones held here were the plan's last).
      if (reservations.length > 0 && error instanceof WpGatewayException && error.code === 'QUOTA_EXCEEDED') {
        throw meter.imagesLeft(reservations.length, count);
      }
      throw error;
    }
    const data: OpenAiImageDto[] = [];
    try {
      for (let index = 0; index < count; index += 1) data.push(await this.oneImage(request, width, height, meter.ownerUserId));
    } catch (error) {
      // All or nothing: a call that fails is not charged for the images it made before failing.
      await Promise.all(reservations.map((reservation) => reservation.release()));
      throw error;
    }
    await Promise.all(reservations.map((reservation) => reservation.settle()));
    return { created: Math.floor(Date.now() / 1000), data };
  }

  private async oneImage(
    request: ImageGenerationRequestDto,
    width: number,
    height: number,
    ownerUserId: string | null,
  ): Promise<OpenAiImageDto> {
    const image = await this.engines.image.generate(request.prompt, { width, height }).catch((error: unknown) => {
      throw EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
    });
    if (request.response_format === 'b64_json') return { b64_json: image.data.toString('base64'), revised_prompt: request.prompt };
    const saved = await this.storage.saveBytes(image.data, { contentType: image.contentType, kind: 'image', ownerUserId, sessionId: null });
    return { url: `${this.config.publicAppUrl}${saved.url}`, revised_prompt: request.prompt };
  }

  private usageOf(prepared: PreparedCompletion, choices: ChatChoices): OpenAiUsageDto {
    const completion = choices.completionTokens();
    return { prompt_tokens: prepared.promptTokens, completion_tokens: completion, total_tokens: prepared.promptTokens + completion };
  }

  private requireModel(model: string, capability: ServedModel['capability']): void {
    const served = servedModels(this.engines);
    const wanted = capability === 'chat' ? this.engines.text.engine.model : this.engines.image.engine.model;
    if (model !== wanted) throw WpGatewayException.modelNotFound(model, served.map((entry) => entry.id));
  }

  /** An account's live key; the demo key belongs to the WordPress demo only. */
  private meterFor(apiKey: string | null): KeyMeter {
    return new KeyMeter(checkedOpenAiKey(apiKey, this.config.demoApiKey), this.keys, this.usage);
  }
}
