import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { AuthResponseDto } from '../../identity/dto/auth-response.dto';
import { CredentialsDto } from '../../identity/dto/credentials.dto';
import { MessageResponseDto } from '../../identity/dto/message-response.dto';
import { UserDto } from '../../identity/dto/user.dto';
import type { Session } from '../../identity/entities/session.entity';
import type { User } from '../../identity/entities/user.entity';
import { Authenticated } from '../../identity/http/authenticated.decorator';
import { Client, VISITOR_ID_HEADER_DOC } from '../../identity/http/client.decorator';
import type { ClientInfo } from '../../identity/http/client-info';
import { CurrentSession } from '../../identity/http/current-session.decorator';
import { CurrentUser } from '../../identity/http/current-user.decorator';
import { LoginDocs, SignupDocs } from '../../identity/http/sign-in-docs.decorator';
import { SessionsService } from '../../identity/sessions/sessions.service';
import { CredentialsService } from '../../identity/sign-in/credentials.service';
import { MagicLinksService } from '../../identity/sign-in/magic-links.service';
import { mapUser } from '../../identity/users/user.mapper';
import { MagicLinkRequestDto } from './dto/magic-link-request.dto';
import { MagicLinkVerifyDto } from './dto/magic-link-verify.dto';
import { SignupDto } from './dto/signup.dto';
import { ApiRoute } from '../../common/http/api-route.decorator';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly magicLinks: MagicLinksService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('signup')
  @SignupDocs('Create an account with a password and sign in', ErrorBodyDto)
  signup(@Body() body: SignupDto, @Client() client: ClientInfo): Promise<AuthResponseDto> {
    return this.credentials.signup(body, client);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @LoginDocs('Sign in with email and password', ErrorBodyDto)
  login(@Body() body: CredentialsDto, @Client() client: ClientInfo): Promise<AuthResponseDto> {
    return this.credentials.login(body, client);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authenticated()
  @ApiRoute('End the session of this token', { status: HttpStatus.NO_CONTENT })
  async logout(@CurrentUser() user: User, @CurrentSession() session: Session): Promise<void> {
    await this.sessions.end(user.id, session.id);
  }

  @Get('me')
  @Authenticated()
  @ApiRoute('The signed-in account', UserDto)
  me(@CurrentUser() user: User, @CurrentSession() session: Session): UserDto {
    return mapUser(user, session);
  }

  @Post('magic-link')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiRoute(
    {
      summary: 'Mail a one-time sign-in link (15 minutes); creates the account when used if none exists',
      description: 'Answers the same whether or not the address has an account.',
    },
    { status: HttpStatus.ACCEPTED, type: MessageResponseDto },
  )
  requestMagicLink(@Body() body: MagicLinkRequestDto, @Client() client: ClientInfo): Promise<MessageResponseDto> {
    return this.magicLinks.request(body.email, body.next, client);
  }

  @Post('magic-link/verify')
  @HttpCode(HttpStatus.OK)
  @ApiRoute('Sign in with the token of a sign-in link (works once)', AuthResponseDto, { 400: 'INVALID_MAGIC_LINK' })
  @ApiHeader(VISITOR_ID_HEADER_DOC)
  verifyMagicLink(@Body() body: MagicLinkVerifyDto, @Client() client: ClientInfo): Promise<AuthResponseDto> {
    return this.magicLinks.verify(body.token, client);
  }
}
