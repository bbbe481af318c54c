import { Injectable } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import type { Caller } from '../../../identity/http/caller.decorator';
import { musicOwnerOf } from '../music-owner';
import type { ProjectOwner } from './music-project';
import { MusicProjectsRepository } from './music-projects.repository';

/** A pair already moved over stays moved for this long before a request checks again. */
const CLAIM_MEMORY_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Who a request acts for. A signed-in caller that still sends its visitor session gets that session's
 * projects (and their files) moved to the account: a visitor's songs survive sign-up and sign-in.
 */
@Injectable()
export class MusicOwners {
  private readonly claimed = new Map<string, number>();

  constructor(
    private readonly projects: MusicProjectsRepository,
    private readonly assets: AssetStore,
  ) {}

  async resolve(caller: Caller, sessionHeader: string | undefined): Promise<ProjectOwner> {
    const owner = musicOwnerOf(caller, sessionHeader);
    if (owner.userId && owner.sessionId) await this.claim(owner.userId, owner.sessionId);
    return owner;
  }

  private async claim(userId: string, sessionId: string): Promise<void> {
    const key = `${userId}:${sessionId}`;
    const now = Date.now();
    if ((this.claimed.get(key) ?? 0) > now) return;
    const moved = await this.projects.claim(sessionId, userId);
    await this.assets.adopt(sessionId, moved, userId);
    if (this.claimed.size >= MAX_REMEMBERED) this.claimed.clear();
    this.claimed.set(key, now + CLAIM_MEMORY_MS);
  }
}
