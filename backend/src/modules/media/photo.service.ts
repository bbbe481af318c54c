import { Inject, Injectable } from '@nestjs/common';
import type { Engines } from '../../engines/create-engines';
import { ENGINES } from '../../engines/engines.module';
import type { Caller } from '../../identity/http/caller.decorator';
import { quotaCallerOf } from '../../quotas/quota-caller';
import { QuotasService } from '../../quotas/quotas.service';
import { MediaStorage } from '../../storage/media-storage.service';
import { mapEngine } from './dto/engine.dto';
import type { PhotoResponseDto } from './dto/photo-response.dto';
import { MediaException } from './media.errors';

/** One photo: counted against the plan's daily quota, given back when the engine or storage fails. */
@Injectable()
export class PhotoService {
  constructor(
    private readonly quotas: QuotasService,
    private readonly storage: MediaStorage,
    @Inject(ENGINES) private readonly engines: Engines,
  ) {}

  async generate(caller: Caller, prompt: string, sessionId: string): Promise<PhotoResponseDto> {
    // Read at call time: the configured engine may be swapped on a running app (tests do).
    const engine = this.engines.image;
    const reservation = await this.quotas.reserve(quotaCallerOf(caller, sessionId), 'photo');
    try {
      const image = await engine.generate(prompt).catch((error: unknown) => {
        throw MediaException.fromEngine(error);
      });
      const saved = await this.storage.saveBytes(image.data, {
        contentType: image.contentType,
        kind: 'image',
        ownerUserId: caller.user?.id ?? null,
        sessionId,
      });
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
      await reservation.refund();
      throw error;
    }
  }
}
