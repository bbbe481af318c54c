import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { type Caller, CurrentCaller } from '../../identity/http/caller.decorator';
import { VisitorId } from '../../identity/http/visitor-id';
import { OptionalAuthentication } from '../../identity/http/optional-authentication.decorator';
import { ChatOwners } from './chat-owners.service';
import { ConversationListService } from './conversation-list.service';
import { ConversationMediaService } from './conversation-media.service';
import {
  ConversationDto,
  ConversationIdParamDto,
  ConversationListResponseDto,
  ConversationMediaDto,
  ConversationMediaListResponseDto,
  ConversationOwnerQueryDto,
  CreateConversationDto,
  RecordConversationMediaDto,
  RenameConversationDto,
} from './dto/conversation.dto';

const NOT_FOUND = 'CONVERSATION_NOT_FOUND (also for another owner\'s conversation)';

@ApiTags('chat')
@OptionalAuthentication()
@Controller('chat/conversations')
export class ChatConversationsController {
  constructor(
    private readonly owners: ChatOwners,
    private readonly list: ConversationListService,
    private readonly media: ConversationMediaService,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The caller's conversations (the account's, or the browser session's), most recently used first",
    description: "A signed-in caller sending its visitor session id first gets that session's conversations moved to the account.",
  })
  @ApiOkResponse({ type: ConversationListResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED' })
  async conversations(@Query() query: ConversationOwnerQueryDto, @CurrentCaller() caller: Caller, @VisitorId() visitorId: string | undefined): Promise<ConversationListResponseDto> {
    return { conversations: await this.list.list(await this.owners.resolve(caller, visitorId ?? query.session_id)) };
  }

  @Post()
  @ApiOperation({ summary: 'Start a new, empty conversation' })
  @ApiCreatedResponse({ type: ConversationDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED / INVALID_JSON' })
  async create(@Body() body: CreateConversationDto, @CurrentCaller() caller: Caller, @VisitorId() visitorId: string | undefined): Promise<ConversationDto> {
    return this.list.create(await this.owners.resolve(caller, visitorId ?? body.session_id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a conversation' })
  @ApiOkResponse({ type: ConversationDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED / INVALID_JSON' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  async rename(
    @Param() params: ConversationIdParamDto,
    @Body() body: RenameConversationDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<ConversationDto> {
    return this.list.rename(await this.owners.resolve(caller, visitorId ?? body.session_id), params.id, body.title);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a conversation with its messages (its photos and videos stay in the account\'s files)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  async remove(
    @Param() params: ConversationIdParamDto,
    @Query() query: ConversationOwnerQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<void> {
    await this.list.remove(await this.owners.resolve(caller, visitorId ?? query.session_id), params.id);
  }

  @Get(':id/media')
  @ApiOperation({ summary: 'The photos and videos kept with a conversation, newest first, to restore after a reload' })
  @ApiOkResponse({ type: ConversationMediaListResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  async mediaList(
    @Param() params: ConversationIdParamDto,
    @Query() query: ConversationOwnerQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<ConversationMediaListResponseDto> {
    return { media: await this.media.list(await this.owners.resolve(caller, visitorId ?? query.session_id), params.id) };
  }

  @Post(':id/media')
  @ApiOperation({
    summary: "Keep one of the caller's photos or finished videos with a conversation",
    description: 'Keeping the same file again answers the existing record.',
  })
  @ApiCreatedResponse({ type: ConversationMediaDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED / INVALID_JSON' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: `${NOT_FOUND} / MEDIA_NOT_FOUND (not the caller's file)` })
  async record(
    @Param() params: ConversationIdParamDto,
    @Body() body: RecordConversationMediaDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<ConversationMediaDto> {
    return this.media.record(await this.owners.resolve(caller, visitorId ?? body.session_id), params.id, body);
  }
}
