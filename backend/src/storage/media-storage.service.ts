import { randomUUID } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.interface';
import { APP_CONFIG } from '../config/app-config.tokens';
import { runSql } from '../database/run-sql';
import { isMediaId, mediaEtag } from './media-id';
import { temporaryPathFor, writeFileAtomically } from './write-file-atomically';

export type MediaKind = 'image' | 'video' | 'audio';

export interface SaveMediaInput {
  contentType: string;
  kind: MediaKind;
  ownerUserId: string | null;
  sessionId: string | null;
}

export interface SavedMedia {
  id: string;
  /** `/api/media/${id}` */
  url: string;
  size: number;
}

export interface MediaByteRange {
  start: number;
  /** Inclusive, like HTTP ranges. */
  end: number;
}

export interface OpenedMedia {
  size: number;
  contentType: string;
  etag: string;
  createdAt: Date;
  stream(range?: MediaByteRange): NodeJS.ReadableStream;
}

interface MediaRow {
  content_type: string;
  size: string;
  created_at: Date;
}

/**
 * Generated media: files under $DATA_DIR/media/generated named by their uuid, metadata in `media_files`.
 * A file is in place before its row exists, so a row never points at a half-written file.
 */
@Injectable()
export class MediaStorage {
  private readonly logger = new Logger(MediaStorage.name);
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.dir = path.join(config.dataDir, 'media', 'generated');
  }

  async saveBytes(bytes: Buffer, input: SaveMediaInput): Promise<SavedMedia> {
    await fs.mkdir(this.dir, { recursive: true });
    const id = randomUUID();
    await writeFileAtomically(this.filePath(id), bytes);
    return this.record(id, bytes.length, input);
  }

  /** Moves (rename, or copy+unlink across devices) a temporary file the caller owns into storage. */
  async saveFile(source: string, input: SaveMediaInput): Promise<SavedMedia> {
    await fs.mkdir(this.dir, { recursive: true });
    const id = randomUUID();
    const target = this.filePath(id);
    try {
      await fs.rename(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copy under a temporary name first so the final name only ever holds whole files.
      const temporary = temporaryPathFor(target);
      try {
        await fs.copyFile(source, temporary);
        await fs.rename(temporary, target);
      } catch (copyError) {
        await fs.rm(temporary, { force: true });
        throw copyError;
      }
      await fs.rm(source, { force: true });
    }
    const { size } = await fs.stat(target);
    return this.record(id, size, input);
  }

  /** For serving: metadata + a way to stream a byte range; null when unknown. */
  async open(id: string): Promise<OpenedMedia | null> {
    if (!isMediaId(id)) return null;
    const { rows } = await runSql<MediaRow>(
      this.dataSource.manager,
      'SELECT content_type, size, created_at FROM media_files WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const file = this.filePath(id);
    try {
      await fs.access(file);
    } catch {
      this.logger.warn(`media ${id} has a row but no file`);
      return null;
    }
    const size = Number(row.size);
    return {
      size,
      contentType: row.content_type,
      etag: mediaEtag(id),
      createdAt: row.created_at,
      stream: (range) => createReadStream(file, range ? { start: range.start, end: range.end } : {}),
    };
  }

  /** Account deletion: the user's rows and files go; returns how many. */
  async removeOwnedBy(userId: string): Promise<number> {
    const { rows } = await runSql<{ id: string }>(
      this.dataSource.manager,
      'DELETE FROM media_files WHERE user_id = $1 RETURNING id',
      [userId],
    );
    for (const { id } of rows) await fs.rm(this.filePath(id), { force: true });
    return rows.length;
  }

  private async record(id: string, size: number, input: SaveMediaInput): Promise<SavedMedia> {
    try {
      await runSql(
        this.dataSource.manager,
        `INSERT INTO media_files (id, kind, content_type, size, user_id, session_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, input.kind, input.contentType, size, input.ownerUserId, input.sessionId],
      );
    } catch (error) {
      await fs.rm(this.filePath(id), { force: true });
      throw error;
    }
    return { id, url: `/api/media/${id}`, size };
  }

  private filePath(id: string): string {
    return path.join(this.dir, id);
  }
}
