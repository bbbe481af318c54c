import { Injectable } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import type { Caller } from '../../../identity/http/caller.decorator';
import { type MovieOwner, movieOwnerOf } from '../movie-owner';
import { ProjectsRepository } from './projects.repository';

/** A pair already moved over stays moved for this long before a request checks again (a sign-out and back). */
const CLAIM_MEMORY_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Who a request acts for. A signed-in caller that still sends its visitor session id gets that session's
 * projects (and their files) moved to the account: a visitor's movies survive sign-up.
 */
@Injectable()
export class MovieOwners {
  private readonly claimed = new Map<string, number>();

  constructor(
    private readonly projects: ProjectsRepository,
    private readonly assets: AssetStore,
  ) {}

  async resolve(caller: Caller, sessionHeader: string | undefined): Promise<MovieOwner> {
    const owner = movieOwnerOf(caller, sessionHeader);
    if (owner.userId && owner.sessionId) await this.claim(owner.userId, owner.sessionId);
    return owner;
  }

  private async claim(userId: string, sessionId: string): Promise<void> {
    const key = `${userId}:${sessionId}`;
    const now = Date.now();
    if ((this.claimed.get(key) ?? 0) > now) return;
    const moved = await this.projects.claim(userId, sessionId);
    await this.assets.adopt(sessionId, moved, userId);
    if (this.claimed.size >= MAX_REMEMBERED) this.claimed.clear();
    this.claimed.set(key, now + CLAIM_MEMORY_MS);
  }
}
