import { randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import { AVATAR_CONTENT_TYPES, ImageType } from '../../../storage/image-type';
import { writeFileAtomically } from '../../../storage/write-file-atomically';

/** Names we give avatars: a uuid and the detected type. Nothing else is ever read from disk. */
export const AVATAR_FILE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

export interface StoredAvatar {
  stream: ReadStream;
  size: number;
  contentType: string;
}

/** Avatar files under $DATA_DIR/media/avatars. */
@Injectable()
export class AvatarStorage {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = path.join(config.dataDir, 'media', 'avatars');
  }

  /** Atomic: a reader never sees half an image. */
  async save(bytes: Buffer, type: ImageType): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = `${randomUUID()}.${type.extension}`;
    await writeFileAtomically(path.join(this.dir, file), bytes);
    return file;
  }

  async remove(file: string | null): Promise<void> {
    if (file && AVATAR_FILE_PATTERN.test(file)) await fs.rm(path.join(this.dir, file), { force: true });
  }

  /** The avatar to stream, or null for a name we would never have given or a file that is gone. */
  async open(file: string): Promise<StoredAvatar | null> {
    const match = AVATAR_FILE_PATTERN.exec(file);
    if (!match) return null;
    try {
      const handle = await fs.open(path.join(this.dir, file), 'r');
      const { size } = await handle.stat();
      return {
        stream: handle.createReadStream(),
        size,
        contentType: AVATAR_CONTENT_TYPES[match[1] as ImageType['extension']],
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
