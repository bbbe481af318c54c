import { Injectable } from '@nestjs/common';
import { UserDto } from '../../identity/dto/user.dto';
import { type SignInFacts, mapUser } from '../../identity/users/user.mapper';
import { UsersService } from '../../identity/users/users.service';
import { AccountException } from './account.errors';
import { encodeAvatar } from './avatars/avatar-image';
import { AvatarStorage } from './avatars/avatar-storage.service';

/** The Profile tab: name and avatar of the signed-in user. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly avatars: AvatarStorage,
  ) {}

  /** `signIn`: the caller's session, whose facts every answer about the caller's own account carries. */
  async rename(userId: string, name: string, signIn: SignInFacts): Promise<UserDto> {
    return mapUser(await this.users.rename(userId, name), signIn);
  }

  /**
   * Accepts PNG, JPEG, GIF or WebP judged by the bytes and within the pixel cap, then decoded for real and
   * re-encoded (see encodeAvatar); nothing is stored unless that succeeds. The previous avatar is deleted.
   */
  async replaceAvatar(userId: string, file: Express.Multer.File | undefined, signIn: SignInFacts): Promise<UserDto> {
    if (!file) throw AccountException.avatarRequired();
    const avatar = await encodeAvatar(file.buffer);
    const saved = await this.avatars.save(userId, avatar);
    const replaced = await this.users.replaceAvatar(userId, saved).catch(async (error: unknown) => {
      await this.avatars.remove(userId, saved);
      throw error;
    });
    await this.avatars.remove(userId, replaced.previousFile);
    return mapUser(replaced.user, signIn);
  }
}
