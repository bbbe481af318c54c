import { Module } from '@nestjs/common';
import { AssetsModule } from '../../assets/assets.module';
import { EnginesModule } from '../../engines/engines.module';
import { IdentityModule } from '../../identity/identity.module';
import { AnalyticsController } from './analytics/analytics.controller';
import { AnalyticsService } from './analytics/analytics.service';
import { ArtifactsService } from './artifacts/artifacts.service';
import { BrandKitService } from './brand-kit/brand-kit.service';
import { ChatMessagesService } from './chat/chat-messages.service';
import { MarketingChatController } from './chat/marketing-chat.controller';
import { MarketingChatService } from './chat/marketing-chat.service';
import { MarketingChatStreamer } from './chat/marketing-chat.streamer';
import { CreditsApiService } from './credits/credits-api.service';
import { CreditsController } from './credits/credits.controller';
import { CopyWriter } from './generation/copy-writer';
import { GenerationService } from './generation/generation.service';
import { VisualMaker } from './generation/visual-maker';
import { MarketingController } from './marketing.controller';
import { MarketingService } from './marketing.service';

/**
 * Area `marketing` (/api/v1, /api/analytics, /api/marketing): Marketing Studio's credits calls over the
 * metering module's ledger, its generators, artifacts, brand kit, Chat Engineer and analytics.
 */
@Module({
  imports: [IdentityModule, EnginesModule, AssetsModule],
  controllers: [CreditsController, MarketingController, MarketingChatController, AnalyticsController],
  providers: [
    CreditsApiService,
    MarketingService,
    GenerationService,
    CopyWriter,
    VisualMaker,
    ArtifactsService,
    BrandKitService,
    ChatMessagesService,
    MarketingChatService,
    MarketingChatStreamer,
    AnalyticsService,
  ],
})
export class MarketingModule {}
