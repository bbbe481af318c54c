import { Inject, Injectable } from '@nestjs/common';
import { AssetStore } from '../../assets/asset-store.service';
import type { Engines } from '../../engines/create-engines';
import { EngineFailureException } from '../../engines/engine-error-responses';
import { ENGINES } from '../../engines/engines.module';
import type { Caller } from '../../identity/http/caller.decorator';
import { DailyQuotas } from '../../metering/quotas/daily-quotas.service';
import { quotaCallerOf } from '../../metering/quotas/quota-caller';
import { mapEngine } from '../../engines/engine.dto';
import type { PhotoResponseDto } from './dto/photo-response.dto';
import { GENERIC_ENGINE_FAILURE } from './media.errors';

/**
 * One photo: held on the plan's daily quota, kept once stored, given back when the engine or storage fails.
 * A repeat under an idempotency key never gets here: the kernel answers the stored photo (common/idempotency).
 */
@Injectable()
export class PhotoService {
  constructor(
    private readonly quotas: DailyQuotas,
    private readonly assets: AssetStore,
    @Inject(ENGINES) private readonly engines: Engines,
  ) {}

  async generate(caller: Caller, prompt: string, sessionId: string): Promise<PhotoResponseDto> {
    // Read at call time: the configured engine may be swapped on a running app (tests do).
    const engine = this.engines.image;
    const reservation = await this.quotas.reserve(quotaCallerOf(caller, sessionId), 'photo');
    try {
      const image = await engine.generate(prompt).catch((error: unknown) => {
        throw EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
      });
      const saved = await this.assets.save(image.data, {
        contentType: image.contentType,
        kind: 'image',
        ownerUserId: caller.user?.id ?? null,
        sessionId,
        width: image.width,
        height: image.height,
      });
      await reservation.settle();
      return {
        photo_url: saved.url,
        prompt,
        session_id: sessionId,
        media_id: saved.id,
        width: image.width,
        height: image.height,
        engine: mapEngine(image.engine),
      };
    } catch (error) {
      await reservation.release();
      throw error;
    }
  }
}
