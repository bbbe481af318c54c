import { Injectable, Logger } from '@nestjs/common';
import { AssetStore } from '../../assets/asset-store.service';
import { MailService } from '../../mail/mail.service';
import { MagicLinksService } from '../../identity/sign-in/magic-links.service';
import { UsersService } from '../../identity/users/users.service';

/** "All your data will be deleted": the account, its sessions, its assets (avatar, generated media…), pending sign-in links and mails. */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly users: UsersService,
    private readonly magicLinks: MagicLinksService,
    private readonly mail: MailService,
    private readonly assets: AssetStore,
  ) {}

  async delete(userId: string, email: string): Promise<void> {
    // Links first: a pending one would otherwise recreate the account when used.
    await this.magicLinks.forgetEmail(email);
    await this.mail.forgetRecipient(email);
    // Before the user row: its ON DELETE CASCADE would drop the asset rows and with them the list of
    // stored objects. The avatar is one of the user's assets.
    await this.assets.removeOwnedBy(userId);
    if (!(await this.users.delete(userId))) return;
    this.logger.log(`account ${userId} deleted`);
  }
}
