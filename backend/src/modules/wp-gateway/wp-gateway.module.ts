import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../../api-keys/api-keys.module';
import { AssetsModule } from '../../assets/assets.module';
import { EnginesModule } from '../../engines/engines.module';
import { EmbedController } from './embed/embed.controller';
import { OpenAiAudioController } from './openai/openai-audio.controller';
import { OpenAiAudioService } from './openai/openai-audio.service';
import { OpenAiCompatController } from './openai/openai-compat.controller';
import { OpenAiCompatService } from './openai/openai-compat.service';
import { WpGatewayController } from './wp-gateway.controller';
import { WpGatewayService } from './wp-gateway.service';

/**
 * Area `wp-gateway`: POST /api/wp/text|photo|video with an API key (timing header set in app.setup.ts;
 * served by GatewayFastLane ahead of Express, see gateway-fast-lane.ts), the iframe chat embed, and the
 * same keys over OpenAI's protocol at /api/openai/v1.
 */
@Module({
  imports: [ApiKeysModule, AssetsModule, EnginesModule],
  // OpenAiAudioController before OpenAiCompatController, whose catch-all 404 must be registered last.
  controllers: [WpGatewayController, EmbedController, OpenAiAudioController, OpenAiCompatController],
  providers: [WpGatewayService, OpenAiCompatService, OpenAiAudioService],
})
export class WpGatewayModule {}
