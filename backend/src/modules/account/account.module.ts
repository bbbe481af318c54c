import { Module } from '@nestjs/common';
import { AssetsModule } from '../../assets/assets.module';
import { IdentityModule } from '../../identity/identity.module';
import { AccountDeletionService } from './account-deletion.service';
import { AccountSessionsController } from './account-sessions.controller';
import { AccountSessionsService } from './account-sessions.service';
import { AccountController } from './account.controller';
import { AvatarStorage } from './avatars/avatar-storage.service';
import { AvatarsController } from './avatars.controller';
import { ProfileService } from './profile.service';

/** Area `account`: profile, avatar, sessions and deletion of the signed-in user. */
@Module({
  imports: [AssetsModule, IdentityModule],
  controllers: [AccountController, AccountSessionsController, AvatarsController],
  providers: [ProfileService, AccountSessionsService, AccountDeletionService, AvatarStorage],
})
export class AccountModule {}
