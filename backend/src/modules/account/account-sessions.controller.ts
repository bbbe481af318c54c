import { Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Session } from '../../identity/entities/session.entity';
import type { User } from '../../identity/entities/user.entity';
import { Authenticated } from '../../identity/http/authenticated.decorator';
import { CurrentSession } from '../../identity/http/current-session.decorator';
import { CurrentUser } from '../../identity/http/current-user.decorator';
import { AccountSessionsService } from './account-sessions.service';
import { RevokedSessionsDto } from './dto/revoked-sessions.dto';
import { SessionDto } from './dto/session.dto';
import { ApiRoute } from '../../common/http/api-route.decorator';

@ApiTags('account')
@Controller('account/sessions')
@Authenticated()
export class AccountSessionsController {
  constructor(private readonly accountSessions: AccountSessionsService) {}

  @Get()
  @ApiRoute("The signed-in user's live sessions, most recently used first", { type: SessionDto, isArray: true })
  list(@CurrentUser() user: User, @CurrentSession() session: Session): Promise<SessionDto[]> {
    return this.accountSessions.list(user.id, session.id);
  }

  /** Declared before `:id`, which would otherwise take "others" for an id. */
  @Delete('others')
  @ApiRoute('End every session but this one ("Log Out All Devices")', RevokedSessionsDto)
  revokeOthers(@CurrentUser() user: User, @CurrentSession() session: Session): Promise<RevokedSessionsDto> {
    return this.accountSessions.revokeOthers(user.id, session.id);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiRoute('End one of your sessions', { status: HttpStatus.NO_CONTENT }, { 404: 'SESSION_NOT_FOUND (also for sessions of others)' })
  revoke(@CurrentUser() user: User, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.accountSessions.revoke(user.id, id);
  }
}
