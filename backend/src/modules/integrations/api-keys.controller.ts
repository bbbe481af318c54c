import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { MessageResponseDto } from '../../identity/dto/message-response.dto';
import type { User } from '../../identity/entities/user.entity';
import { Authenticated } from '../../identity/http/authenticated.decorator';
import { CurrentUser } from '../../identity/http/current-user.decorator';
import { ApiKeyDto } from './dto/api-key.dto';
import { CreateKeyDto } from './dto/create-key.dto';
import { CreatedApiKeyDto } from './dto/created-api-key.dto';
import { IntegrationsService } from './integrations.service';

/** Spec 001 §7: the signed-in account's API keys. Only the owner can list or revoke a key. */
@ApiTags('integrations')
@Controller('integrations')
@Authenticated()
export class ApiKeysController {
  constructor(private readonly integrations: IntegrationsService) {}

  @Post('key')
  @ApiOperation({ summary: 'Create an API key; the full key is in this answer only' })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED: label blank or over 100 characters' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'TOO_MANY_KEYS' })
  create(@CurrentUser() user: User, @Body() body: CreateKeyDto): Promise<CreatedApiKeyDto> {
    return this.integrations.createKey(user.id, body.label);
  }

  @Get('keys')
  @ApiOperation({ summary: 'Your live API keys, newest first, masked' })
  @ApiOkResponse({ type: ApiKeyDto, isArray: true })
  list(@CurrentUser() user: User): Promise<ApiKeyDto[]> {
    return this.integrations.listKeys(user.id);
  }

  @Delete('key/:id')
  @ApiOperation({ summary: 'Revoke one of your API keys; it stops working at once' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED: the id is not a uuid' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'KEY_NOT_FOUND (also for a key of another account)' })
  revoke(@CurrentUser() user: User, @Param('id', new ParseUUIDPipe()) id: string): Promise<MessageResponseDto> {
    return this.integrations.revokeKey(user.id, id);
  }
}
