import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { MagicLink } from './entities/magic-link.entity';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';
import { ExpiredRowsSweeper } from './expired-rows.sweeper';
import { BearerAuthGuard } from './http/bearer-auth.guard';
import { OptionalBearerGuard } from './http/optional-bearer.guard';
import { PasswordHasher } from './passwords/password-hasher.service';
import { SessionsService } from './sessions/sessions.service';
import { CredentialsService } from './sign-in/credentials.service';
import { MagicLinksService } from './sign-in/magic-links.service';
import { AuthThrottleService } from './throttle/auth-throttle.service';
import { UsersService } from './users/users.service';

/**
 * Accounts, sessions and sign-in, shared by the auth, account and integrations areas. Not an area
 * itself (it serves no routes), so any one of those areas runs on its own: BACKEND_MODULES=account works.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, Session, MagicLink]), MailModule],
  providers: [
    UsersService,
    SessionsService,
    PasswordHasher,
    AuthThrottleService,
    CredentialsService,
    MagicLinksService,
    BearerAuthGuard,
    OptionalBearerGuard,
    ExpiredRowsSweeper,
  ],
  exports: [UsersService, SessionsService, CredentialsService, MagicLinksService, BearerAuthGuard, OptionalBearerGuard, MailModule],
})
export class IdentityModule {}
