import { Module } from '@nestjs/common';
import { QuotasService } from './quotas.service';

/** Daily plan quotas shared by the areas that generate (chat now; photo and video next). */
@Module({
  providers: [QuotasService],
  exports: [QuotasService],
})
export class QuotasModule {}
