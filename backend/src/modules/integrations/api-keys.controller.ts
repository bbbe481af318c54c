import { Body, Controller, Delete, Get, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MessageResponseDto } from '../../identity/dto/message-response.dto';
import type { User } from '../../identity/entities/user.entity';
import { Authenticated } from '../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../identity/http/current-user.decorator';
import { ApiKeyDto } from './dto/api-key.dto';
import { CreateKeyDto } from './dto/create-key.dto';
import { CreatedApiKeyDto } from './dto/created-api-key.dto';
import { IntegrationsService } from './integrations.service';
import { ApiRoute } from '../../common/http/api-route.decorator';

/** Spec 001 §7: the signed-in account's API keys. Only the owner can list or revoke a key. */
@ApiTags('integrations')
@Controller('integrations')
@Authenticated()
export class ApiKeysController {
  constructor(private readonly integrations: IntegrationsService) {}

  @Post('key')
  @ApiRoute('Create an API key; the full key is in this answer only', { status: HttpStatus.CREATED, type: CreatedApiKeyDto }, {
    400: 'VALIDATION_FAILED: label blank or over 100 characters',
    409: 'TOO_MANY_KEYS',
  })
  create(@CurrentUser() user: User, @Body() body: CreateKeyDto): Promise<CreatedApiKeyDto> {
    return this.integrations.createKey(user.id, body.label);
  }

  @Get('keys')
  @ApiRoute('Your live API keys, newest first, masked', { type: ApiKeyDto, isArray: true })
  list(@CurrentUser() user: User): Promise<ApiKeyDto[]> {
    return this.integrations.listKeys(user.id);
  }

  @Delete('key/:id')
  @ApiRoute('Revoke one of your API keys; it stops working at once', MessageResponseDto, {
    400: 'VALIDATION_FAILED: the id is not a uuid',
    404: 'KEY_NOT_FOUND (also for a key of another account)',
  })
  revoke(@CurrentUser() user: User, @Param('id', new ParseUUIDPipe()) id: string): Promise<MessageResponseDto> {
    return this.integrations.revokeKey(user.id, id);
  }
}
