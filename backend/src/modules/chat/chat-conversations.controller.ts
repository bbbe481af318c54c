import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import { ApiRoute } from '../../common/http/api-route.decorator';
import { VALIDATION_FAILED, VALIDATION_FAILED_OR_JSON } from '../../common/http/error-answers';

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
  @ApiRoute(
    {
      summary: "The caller's conversations (the account's, or the browser session's), most recently used first",
      description: "A signed-in caller sending its visitor session id first gets that session's conversations moved to the account.",
    },
    ConversationListResponseDto,
    { 400: VALIDATION_FAILED },
  )
  async conversations(@Query() query: ConversationOwnerQueryDto, @CurrentCaller() caller: Caller, @VisitorId() visitorId: string | undefined): Promise<ConversationListResponseDto> {
    return { conversations: await this.list.list(await this.owners.resolve(caller, visitorId ?? query.session_id)) };
  }

  @Post()
  @ApiRoute('Start a new, empty conversation', { status: HttpStatus.CREATED, type: ConversationDto }, { 400: VALIDATION_FAILED_OR_JSON })
  async create(@Body() body: CreateConversationDto, @CurrentCaller() caller: Caller, @VisitorId() visitorId: string | undefined): Promise<ConversationDto> {
    return this.list.create(await this.owners.resolve(caller, visitorId ?? body.session_id));
  }

  @Patch(':id')
  @ApiRoute('Rename a conversation', ConversationDto, { 400: VALIDATION_FAILED_OR_JSON, 404: NOT_FOUND })
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
  @ApiRoute('Delete a conversation with its messages (its photos and videos stay in the account\'s files)', { status: HttpStatus.NO_CONTENT, description: 'Deleted' }, {
    400: VALIDATION_FAILED,
    404: NOT_FOUND,
  })
  async remove(
    @Param() params: ConversationIdParamDto,
    @Query() query: ConversationOwnerQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<void> {
    await this.list.remove(await this.owners.resolve(caller, visitorId ?? query.session_id), params.id);
  }

  @Get(':id/media')
  @ApiRoute('The photos and videos kept with a conversation, newest first, to restore after a reload', ConversationMediaListResponseDto, {
    400: VALIDATION_FAILED,
    404: NOT_FOUND,
  })
  async mediaList(
    @Param() params: ConversationIdParamDto,
    @Query() query: ConversationOwnerQueryDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<ConversationMediaListResponseDto> {
    return { media: await this.media.list(await this.owners.resolve(caller, visitorId ?? query.session_id), params.id) };
  }

  @Post(':id/media')
  @ApiRoute(
    {
      summary: "Keep one of the caller's photos or finished videos with a conversation",
      description: 'Keeping the same file again answers the existing record.',
    },
    { status: HttpStatus.CREATED, type: ConversationMediaDto },
    { 400: VALIDATION_FAILED_OR_JSON, 404: `${NOT_FOUND} / MEDIA_NOT_FOUND (not the caller's file)` },
  )
  async record(
    @Param() params: ConversationIdParamDto,
    @Body() body: RecordConversationMediaDto,
    @CurrentCaller() caller: Caller,
    @VisitorId() visitorId: string | undefined,
  ): Promise<ConversationMediaDto> {
    return this.media.record(await this.owners.resolve(caller, visitorId ?? body.session_id), params.id, body);
  }
}
