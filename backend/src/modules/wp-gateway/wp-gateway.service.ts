import { Inject, Injectable } from '@nestjs/common';
import { EngineFailureException } from '../../engines/engine-error-responses';
import { AssetStore } from '../../assets/asset-store.service';
import { isWellFormedApiKey } from '../../api-keys/api-key-format';
import { ApiKeysService } from '../../api-keys/api-keys.service';
import { ApiUsageService } from '../../api-keys/api-usage.service';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { MeteringService } from '../../metering/metering.service';
import type { Engines } from '../../engines/create-engines';
import type { EngineDescriptor } from '../../engines/engine-descriptor';
import type { ChatMessage, TextEngine } from '../../engines/text-engine';
import { ENGINES } from '../../engines/engines.module';
import { DemoMeter } from './demo-meter';
import type { GatewayPhotoResponseDto, GatewayTextResponseDto, GatewayVideoResponseDto } from './dto/gateway-responses.dto';
import type { GatewayMeter } from './gateway-meter';
import { KeyMeter } from './key-meter';
import { CHARACTERS_PER_TOKEN, countTokens, truncateToTokens } from './token-count';
import { GENERIC_ENGINE_FAILURE, WpGatewayException } from './wp-gateway.errors';

const engineFailure = (error: unknown): never => {
  throw EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
};

/** A gateway answer plus what the controller reports in headers. */
export interface GatewayResult<T> {
  body: T;
  engine: EngineDescriptor;
  /** Time spent inside the engine (and storing its file), excluded from the gateway's own time. */
  engineMs: number;
}

/**
 * The metered API behind the WordPress plugin and the public demo: check the key, reserve its usage
 * atomically, run the engine, keep what was used, give back what was not (all of it on failure).
 */
@Injectable()
export class WpGatewayService {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly usage: ApiUsageService,
    private readonly storage: AssetStore,
    private readonly metering: MeteringService,
    @Inject(ENGINES) private readonly engines: Engines,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async text(apiKey: string, ip: string, prompt: string): Promise<GatewayResult<GatewayTextResponseDto>> {
    const meter = this.meterFor(apiKey, ip);
    const engine = this.engines.text;
    const promptTokens = countTokens(prompt);
    const reservation = await meter.reserveTokens(promptTokens);
    const started = performance.now();
    const reply = await this.reply(engine, prompt, reservation.outputBudget).catch(async (error: unknown) => {
      await reservation.release();
      return engineFailure(error);
    });
    const engineMs = performance.now() - started;
    const text = truncateToTokens(reply, reservation.outputBudget);
    const tokens = promptTokens + countTokens(text);
    await reservation.settle(tokens);
    return { body: { text, tokens }, engine: engine.engine, engineMs };
  }

  async photo(apiKey: string, ip: string, prompt: string): Promise<GatewayResult<GatewayPhotoResponseDto>> {
    return this.oneUnit(apiKey, ip, 'photo', async (meter) => {
      const image = await this.engines.image.generate(prompt).catch(engineFailure);
      const saved = await this.storage.saveBytes(image.data, this.mediaInput(meter, 'image', image.contentType));
      return { body: { image_url: this.absolute(saved.url) }, engine: image.engine };
    });
  }

  async video(apiKey: string, ip: string, prompt: string): Promise<GatewayResult<GatewayVideoResponseDto>> {
    return this.oneUnit(apiKey, ip, 'video', async (meter) => {
      const video = await this.engines.video.generate(prompt).catch(engineFailure);
      const saved = await this.storage
        .saveFile(video.path, this.mediaInput(meter, 'video', video.contentType))
        .finally(() => video.dispose());
      return { body: { video_url: this.absolute(saved.url) }, engine: video.engine };
    });
  }

  /** One photo or video: a unit reserved, kept once the file is stored, given back when anything fails. */
  private async oneUnit<T>(
    apiKey: string,
    ip: string,
    unit: 'photo' | 'video',
    make: (meter: GatewayMeter) => Promise<Omit<GatewayResult<T>, 'engineMs'>>,
  ): Promise<GatewayResult<T>> {
    const meter = this.meterFor(apiKey, ip);
    const reservation = await meter.reserveUnit(unit);
    const started = performance.now();
    try {
      const made = await make(meter);
      await reservation.settle();
      return { ...made, engineMs: performance.now() - started };
    } catch (error) {
      await reservation.release();
      throw error;
    }
  }

  /**
   * The engine's whole reply: the answer here is one JSON body, so an engine that can answer in one piece is
   * asked to (cheaper than a stream of events); otherwise its stream is collected up to the budget.
   */
  private async reply(engine: TextEngine, prompt: string, outputBudget: number): Promise<string> {
    const messages: ChatMessage[] = [{ role: 'user', content: prompt }];
    if (engine.complete) return engine.complete(messages);
    let text = '';
    let characters = 0;
    for await (const piece of engine.stream(messages)) {
      text += piece;
      characters += [...piece].length;
      // Leaving the loop ends the engine's stream: nothing is generated past the budget.
      if (characters >= outputBudget * CHARACTERS_PER_TOKEN) break;
    }
    return text;
  }

  /**
   * The demo key is public and metered per visitor; any other key must be a live key of an account,
   * which the meter checks as it reserves. A malformed key (typo, checksum) fails without a lookup.
   */
  private meterFor(apiKey: string, ip: string): GatewayMeter {
    if (apiKey === this.config.demoApiKey) return new DemoMeter(this.metering, ip);
    if (!isWellFormedApiKey(apiKey)) throw WpGatewayException.invalidKey();
    return new KeyMeter(apiKey, this.keys, this.usage);
  }

  private mediaInput(meter: GatewayMeter, kind: 'image' | 'video', contentType: string) {
    return { contentType, kind, ownerUserId: meter.ownerUserId, sessionId: null };
  }

  /** WordPress sites embed these on other hosts, so the URL must be absolute. */
  private absolute(url: string): string {
    return `${this.config.publicAppUrl}${url}`;
  }
}
