import { Injectable, Logger } from '@nestjs/common';
import { MailService } from '../../mail/mail.service';
import { MagicLinksService } from '../../identity/sign-in/magic-links.service';
import { UsersService } from '../../identity/users/users.service';
import { MediaStorage } from '../../storage/media-storage.service';
import { AvatarStorage } from './avatars/avatar-storage.service';

/** "All your data will be deleted": the account, its sessions, avatar, generated media, pending sign-in links and mails. */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly users: UsersService,
    private readonly magicLinks: MagicLinksService,
    private readonly mail: MailService,
    private readonly avatars: AvatarStorage,
    private readonly media: MediaStorage,
  ) {}

  async delete(userId: string, email: string): Promise<void> {
    // Links first: a pending one would otherwise recreate the account when used.
    await this.magicLinks.forgetEmail(email);
    await this.mail.forgetRecipient(email);
    // Before the user row: its ON DELETE CASCADE would drop the media rows and with them the list of files.
    await this.media.removeOwnedBy(userId);
    const deleted = await this.users.delete(userId);
    if (!deleted) return;
    await this.avatars.remove(deleted.avatarFile);
    this.logger.log(`account ${userId} deleted`);
  }
}
