import { Module } from '@nestjs/common';
import { MediaStorage } from './media-storage.service';

/** Media files (generated images, video, audio) and their metadata. */
@Module({
  providers: [MediaStorage],
  exports: [MediaStorage],
})
export class StorageModule {}
