import { Module } from '@nestjs/common';
import { AssetsModule } from '../../assets/assets.module';
import { EnginesModule } from '../../engines/engines.module';
import { IdentityModule } from '../../identity/identity.module';
import { MediaController } from './media.controller';
import { PhotoController } from './photo.controller';
import { PhotoService } from './photo.service';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';
import { VideoModule } from './video/video.module';

/** Area `media`: photo generation, transcription, image analysis and serving stored media files. */
@Module({
  imports: [IdentityModule, EnginesModule, AssetsModule, VideoModule],
  controllers: [MediaController, PhotoController, UploadsController],
  providers: [PhotoService, UploadsService],
})
export class MediaModule {}
