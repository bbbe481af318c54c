import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity/http/caller.decorator';
import { musicOwnerOf } from '../music-owner';
import type { ProjectOwner } from './music-project';

/**
 * Who a request acts for. A visitor's songs move to the account once, at sign-up or sign-in
 * (identity/ownership, through its claimer), never here.
 */
@Injectable()
export class MusicOwners {
  resolve(caller: Caller, sessionHeader: string | undefined): Promise<ProjectOwner> {
    return Promise.resolve(musicOwnerOf(caller, sessionHeader));
  }
}
