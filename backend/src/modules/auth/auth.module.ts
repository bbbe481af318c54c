import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/identity.module';
import { AuthController } from './auth.controller';

/** Area `auth`: sign-up, sign-in (password or mailed link), sign-out, current account. */
@Module({
  imports: [IdentityModule],
  controllers: [AuthController],
})
export class AuthModule {}
