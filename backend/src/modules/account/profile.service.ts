import { Injectable } from '@nestjs/common';
import { UserDto } from '../../identity/dto/user.dto';
import { mapUser } from '../../identity/users/user.mapper';
import { UsersService } from '../../identity/users/users.service';
import { AccountException } from './account.errors';
import { AvatarStorage } from './avatars/avatar-storage.service';
import { detectImageType } from '../../storage/image-type';

/** The Profile tab: name and avatar of the signed-in user. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly avatars: AvatarStorage,
  ) {}

  async rename(userId: string, name: string): Promise<UserDto> {
    return mapUser(await this.users.rename(userId, name));
  }

  /** Accepts PNG, JPEG, GIF or WebP judged by the bytes; the previous avatar file is deleted. */
  async replaceAvatar(userId: string, file: Express.Multer.File | undefined): Promise<UserDto> {
    if (!file) throw AccountException.avatarRequired();
    const type = detectImageType(file.buffer);
    if (!type) throw AccountException.unsupportedImage();
    const saved = await this.avatars.save(file.buffer, type);
    const replaced = await this.users.replaceAvatar(userId, saved).catch(async (error: unknown) => {
      await this.avatars.remove(saved);
      throw error;
    });
    await this.avatars.remove(replaced.previousFile);
    return mapUser(replaced.user);
  }
}
