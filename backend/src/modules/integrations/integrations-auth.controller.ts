import { Body, Controller, HttpCode, HttpStatus, Post, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AllExceptionsFilter } from '../../common/all-exceptions.filter';
import { AuthResponseDto } from '../../identity/dto/auth-response.dto';
import { CredentialsDto } from '../../identity/dto/credentials.dto';
import { EmailDto } from '../../identity/dto/email.dto';
import { MessageResponseDto } from '../../identity/dto/message-response.dto';
import { Client } from '../../identity/http/client.decorator';
import type { ClientInfo } from '../../identity/http/client-info';
import { LoginDocs, SignupDocs } from '../../identity/http/sign-in-docs.decorator';
import { CredentialsService } from '../../identity/sign-in/credentials.service';
import { MagicLinksService } from '../../identity/sign-in/magic-links.service';
import { IntegrationsErrorBodyDto } from './dto/integrations-error-body.dto';
import { ApiRoute } from '../../common/http/api-route.decorator';

/**
 * The integrations page's own sign-in calls (spec 001 §7). Same accounts and sessions as /api/auth:
 * a token from either works everywhere. Its UI reads `detail`, so errors here carry it too.
 */
@ApiTags('integrations')
@Controller('integrations/auth')
@UseFilters(new AllExceptionsFilter({ withDetail: true }))
export class IntegrationsAuthController {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly magicLinks: MagicLinksService,
  ) {}

  @Post('signup')
  @SignupDocs('Create an account and sign in (same as POST /api/auth/signup)', IntegrationsErrorBodyDto)
  signup(@Body() body: CredentialsDto, @Client() client: ClientInfo): Promise<AuthResponseDto> {
    return this.credentials.signup(body, client);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @LoginDocs('Sign in (same as POST /api/auth/login)', IntegrationsErrorBodyDto)
  login(@Body() body: CredentialsDto, @Client() client: ClientInfo): Promise<AuthResponseDto> {
    return this.credentials.login(body, client);
  }

  @Post('magic')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiRoute('Mail a sign-in link (same as POST /api/auth/magic-link)', { status: HttpStatus.ACCEPTED, type: MessageResponseDto })
  requestMagicLink(@Body() body: EmailDto, @Client() client: ClientInfo): Promise<MessageResponseDto> {
    return this.magicLinks.request(body.email, undefined, client);
  }
}
