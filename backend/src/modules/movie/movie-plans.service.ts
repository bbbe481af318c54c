import { Injectable } from '@nestjs/common';
import type { Caller } from '../../identity/http/caller.decorator';
import { EntitlementsService } from '../../metering/plans/entitlements.service';
import { sitePlan } from '../../metering/plans/site-plans';
import type { AspectRatio } from './render/aspect-ratio';
import { frameSize } from './render/clip-format';

/**
 * The frame size a caller's renders and exports get: the plan's export height (Free 720, Pro 1080 'HD
 * exports', Studio 2160 '4K exports', a running trial included); visitors are at the Free level.
 */
@Injectable()
export class MoviePlans {
  constructor(private readonly entitlements: EntitlementsService) {}

  exportHeight(caller: Caller): number {
    return caller.user ? this.entitlements.entitlementsOf(caller.user).exportMaxHeight : sitePlan('free').entitlements.exportMaxHeight;
  }

  /** The plan's height is the frame's short side, whatever the movie's aspect ratio. */
  frameFor(caller: Caller, ratio: AspectRatio): { width: number; height: number } {
    return frameSize(this.exportHeight(caller), ratio);
  }
}
