import { Injectable } from '@nestjs/common';
import type { Caller } from '../../identity/http/caller.decorator';
import { QuotaException } from '../../metering/metering.errors';
import { MeteringService } from '../../metering/metering.service';
import { secondsUntilReset } from '../../metering/periods';
import type { Reservation } from '../../metering/reservation';
import { MUSIC_DAILY } from './music.constants';
import type { ProjectOwner } from './projects/music-project';

/**
 * Fair use of the studio per UTC day, through the one metering interface (held while the work runs,
 * settled on success, released on failure): lyrics for visitors by address and session, renders per account.
 */
@Injectable()
export class MusicUsage {
  constructor(private readonly metering: MeteringService) {}

  async reserveLyrics(caller: Caller, owner: ProjectOwner): Promise<Reservation> {
    const subjects = owner.userId
      ? [{ subject: `user:${owner.userId}`, limit: MUSIC_DAILY.lyricsPerAccount }]
      : [
          { subject: `ip:${caller.ip}`, limit: MUSIC_DAILY.lyricsPerVisitor },
          { subject: `session:${owner.sessionId}`, limit: MUSIC_DAILY.lyricsPerVisitor },
        ];
    return this.held(await this.metering.reserve({ meter: 'music.lyrics', subjects }), 'lyrics');
  }

  async reserveRender(userId: string, kind: 'beat' | 'export'): Promise<Reservation> {
    const meter = kind === 'beat' ? 'music.beat' : 'music.export';
    const limit = kind === 'beat' ? MUSIC_DAILY.beatsPerAccount : MUSIC_DAILY.exportsPerAccount;
    return this.held(await this.metering.reserve({ meter, subjects: [{ subject: `user:${userId}`, limit }] }), kind === 'beat' ? 'beats' : 'exports');
  }

  private held(reservation: Reservation | null, noun: string): Reservation {
    if (reservation) return reservation;
    throw QuotaException.exceeded(`That is all the ${noun} the Music Studio makes in one day. Please come back tomorrow.`, secondsUntilReset('day', new Date()));
  }
}
