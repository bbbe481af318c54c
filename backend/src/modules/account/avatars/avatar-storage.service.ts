import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import { AVATAR_EXTENSION, EncodedAvatar } from './avatar-image';

/**
 * Names we give avatars: the asset id and an extension for the type. Avatars stored before assets existed
 * kept their png/jpg/gif names; new ones are all WebP.
 */
export const AVATAR_FILE_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|gif|webp)$/;

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface StoredAvatar {
  stream: Readable;
  size: number;
  contentType: string;
}

/** Avatars are image assets owned by their user; `users.avatar_file` holds `<asset id>.<extension>`. */
@Injectable()
export class AvatarStorage {
  constructor(private readonly assets: AssetStore) {}

  /** Answers the file name to record on the account. */
  async save(userId: string, avatar: EncodedAvatar): Promise<string> {
    const saved = await this.assets.save(avatar.data, {
      kind: 'image',
      contentType: avatar.contentType,
      ownerUserId: userId,
      sessionId: null,
      width: avatar.width,
      height: avatar.height,
    });
    return `${saved.id}.${AVATAR_EXTENSION}`;
  }

  /** Removes the user's avatar asset named by `file`; anything else is left alone. */
  async remove(userId: string, file: string | null): Promise<void> {
    const match = file ? AVATAR_FILE_PATTERN.exec(file) : null;
    if (match) await this.assets.remove(match[1], userId);
  }

  /** The avatar to stream, or null for a name we would never have given or an asset that is gone. */
  async open(file: string): Promise<StoredAvatar | null> {
    const match = AVATAR_FILE_PATTERN.exec(file);
    if (!match) return null;
    const asset = await this.assets.open(match[1]);
    // The extension is part of the name we handed out: another one names nothing.
    if (!asset || asset.contentType !== EXTENSION_TYPES[match[2]]) return null;
    const stream = await asset.stream();
    return stream && { stream, size: asset.size, contentType: asset.contentType };
  }
}
