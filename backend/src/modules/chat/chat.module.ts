import { Module } from '@nestjs/common';
import { AssetsModule } from '../../assets/assets.module';
import { EnginesModule } from '../../engines/engines.module';
import { IdentityModule } from '../../identity/identity.module';
import { ChatConversationsController } from './chat-conversations.controller';
import { ChatOwners } from './chat-owners.service';
import { ChatStreamer } from './chat-streamer';
import { CHAT_STREAM_SETTINGS, DEFAULT_CHAT_STREAM_SETTINGS } from './chat.constants';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ConversationListService } from './conversation-list.service';
import { ConversationMediaService } from './conversation-media.service';
import { ConversationsService } from './conversations.service';

/** Area `chat`: the landing chat, streamed from the text engine, within the plan's daily quota. */
@Module({
  imports: [IdentityModule, EnginesModule, AssetsModule],
  controllers: [ChatController, ChatConversationsController],
  providers: [
    ChatService,
    ChatStreamer,
    ConversationsService,
    ConversationListService,
    ConversationMediaService,
    ChatOwners,
    // A copy per app, so tests can shorten the timings of the app they run.
    { provide: CHAT_STREAM_SETTINGS, useFactory: () => ({ ...DEFAULT_CHAT_STREAM_SETTINGS }) },
  ],
})
export class ChatModule {}
