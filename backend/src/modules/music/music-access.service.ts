import { Injectable } from '@nestjs/common';
import type { User } from '../../identity/entities/user.entity';
import type { Caller } from '../../identity/http/caller.decorator';
import { EntitlementsService } from '../../metering/plans/entitlements.service';
import { MusicException } from './music.errors';

/**
 * Who may render: Music Studio access is Pro and up (a trial counts), as the pricing page says. Visitors
 * and Free accounts still create projects and write lyrics; the first beat offers sign-in or the trial.
 */
@Injectable()
export class MusicAccess {
  constructor(private readonly entitlements: EntitlementsService) {}

  /** The account, or 401 SIGN_IN_REQUIRED for a visitor, or 403 PLAN_REQUIRED naming Pro and its trial. */
  requireStudio(caller: Caller): User {
    if (!caller.user) throw MusicException.signInRequired();
    this.entitlements.require(caller.user, 'musicStudio');
    return caller.user;
  }
}
