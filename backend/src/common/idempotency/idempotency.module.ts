import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyStore } from './idempotency.store';
import { IdempotencySweeper } from './idempotency.sweeper';

/** The one idempotency mechanism (DESIGN §3): global, so every area's `@Idempotent()` routes share its table and sweeper. */
@Global()
@Module({
  providers: [IdempotencyStore, IdempotencyInterceptor, IdempotencySweeper],
  exports: [IdempotencyStore, IdempotencyInterceptor, IdempotencySweeper],
})
export class IdempotencyModule {}
