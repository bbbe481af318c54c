import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../../api-keys/api-keys.module';
import { AssetsModule } from '../../assets/assets.module';
import { EnginesModule } from '../../engines/engines.module';
import { EmbedController } from './embed/embed.controller';
import { WpGatewayController } from './wp-gateway.controller';
import { WpGatewayService } from './wp-gateway.service';

/**
 * Area `wp-gateway`: POST /api/wp/text|photo|video with an API key (timing header set in app.setup.ts)
 * and the iframe chat embed.
 */
@Module({
  imports: [ApiKeysModule, AssetsModule, EnginesModule],
  controllers: [WpGatewayController, EmbedController],
  providers: [WpGatewayService],
})
export class WpGatewayModule {}
