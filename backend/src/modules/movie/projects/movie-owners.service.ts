import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity/http/caller.decorator';
import { type MovieOwner, movieOwnerOf } from '../movie-owner';

/**
 * Who a request acts for. A visitor's movies move to the account once, at sign-up or sign-in
 * (identity/ownership, through its claimer), never here.
 */
@Injectable()
export class MovieOwners {
  resolve(caller: Caller, sessionHeader: string | undefined): Promise<MovieOwner> {
    return Promise.resolve(movieOwnerOf(caller, sessionHeader));
  }
}
