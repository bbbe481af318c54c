import { Inject, Injectable } from '@nestjs/common';
import { AssetStore } from '../../assets/asset-store.service';
import type { Engines } from '../../engines/create-engines';
import { EngineFailureException } from '../../engines/engine-error-responses';
import { ENGINES } from '../../engines/engines.module';
import type { Caller } from '../../identity/http/caller.decorator';
import { DailyQuotas } from '../../metering/quotas/daily-quotas.service';
import { quotaCallerOf } from '../../metering/quotas/quota-caller';
import { mapEngine } from './dto/engine.dto';
import type { PhotoResponseDto } from './dto/photo-response.dto';
import { STALE_PHOTO_REQUEST_MS } from './media.constants';
import { GENERIC_ENGINE_FAILURE, MediaException } from './media.errors';
import { PhotoRequestsService } from './photo-requests.service';

/**
 * One photo: held on the plan's daily quota, kept once stored, given back when the engine or storage fails.
 * With an idempotency key, a repeat answers the stored photo (never counted twice), a repeat while the first
 * runs is 409, and a key whose request failed or was cut off may be used again — chat's semantics.
 */
@Injectable()
export class PhotoService {
  constructor(
    private readonly quotas: DailyQuotas,
    private readonly assets: AssetStore,
    private readonly requests: PhotoRequestsService,
    @Inject(ENGINES) private readonly engines: Engines,
  ) {}

  async generate(caller: Caller, prompt: string, sessionId: string, key: string | null = null): Promise<PhotoResponseDto> {
    if (!key) return this.make(caller, prompt, sessionId);
    const requester = { userId: caller.user?.id ?? null, sessionId };
    const earlier = await this.requests.find(requester, key);
    if (earlier?.answer) return earlier.answer;
    if (earlier && Date.now() - earlier.createdAt.getTime() < STALE_PHOTO_REQUEST_MS) throw MediaException.inProgress();
    if (earlier) await this.requests.drop(earlier.id);
    const requestId = await this.requests.start(requester, key);
    if (!requestId) throw MediaException.inProgress();
    try {
      const answer = await this.make(caller, prompt, sessionId);
      await this.requests.finish(requestId, answer);
      return answer;
    } catch (error) {
      await this.requests.drop(requestId);
      throw error;
    }
  }

  private async make(caller: Caller, prompt: string, sessionId: string): Promise<PhotoResponseDto> {
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
