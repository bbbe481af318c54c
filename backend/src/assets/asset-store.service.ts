import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { assetEtag, assetUrl, isAssetId } from './asset-id';
import {
  ASSET_KINDS,
  AssetFilter,
  AssetRecord,
  AssetSource,
  AssetTombstone,
  OpenedAsset,
  SaveAssetInput,
  SavedAsset,
} from './asset.types';
import { AssetsRepository } from './assets.repository';
import { OBJECT_STORAGE } from './storage/object-storage';
import type { ObjectStorage, StoredObject } from './storage/object-storage';

/**
 * Every generated or uploaded file (media, avatars, exports, code archives): bytes in the configured
 * object storage, one row in `assets`. The object is in place before its row exists, so a row never
 * points at half an object; a row is deleted before its object, so a crash leaves at worst an orphan object.
 */
@Injectable()
export class AssetStore implements OnApplicationShutdown {
  private readonly logger = new Logger(AssetStore.name);

  constructor(
    private readonly rows: AssetsRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async save(source: AssetSource, input: SaveAssetInput): Promise<SavedAsset> {
    if (!ASSET_KINDS.includes(input.kind)) throw new Error(`unknown asset kind "${input.kind}"`);
    const id = randomUUID();
    const key = `assets/${id}`;
    const { size } = await this.put(key, source, input.contentType);
    try {
      await this.rows.insert(id, key, size, input);
    } catch (error) {
      await this.storage.delete(key).catch((cleanup: unknown) => this.logger.warn(`orphan object ${key}: ${String(cleanup)}`));
      throw error;
    }
    return { id, url: assetUrl(id), size };
  }

  saveBytes(bytes: Buffer, input: SaveAssetInput): Promise<SavedAsset> {
    return this.save(bytes, input);
  }

  /** Moves a temporary file the caller owns into storage. */
  saveFile(file: string, input: SaveAssetInput): Promise<SavedAsset> {
    return this.save({ file }, input);
  }

  /** Metadata, or null for an unknown (or malformed) id. */
  async find(id: string): Promise<AssetRecord | null> {
    if (!isAssetId(id)) return null;
    return (await this.rows.find(id))?.record ?? null;
  }

  /** For serving: what the answer's headers need, and the bytes on demand; null when unknown. */
  async open(id: string): Promise<OpenedAsset | null> {
    if (!isAssetId(id)) return null;
    const stored = await this.rows.find(id);
    if (!stored) return null;
    const { record, storageKey } = stored;
    // Only avatars carried over from before the asset table lack a size: storage knows it.
    const size = record.size ?? (await this.storage.head(storageKey))?.size;
    if (size === undefined) {
      this.logger.warn(`asset ${id} has a row but no object`);
      return null;
    }
    return {
      id,
      size,
      contentType: record.contentType,
      etag: assetEtag(id),
      createdAt: record.createdAt,
      downloadName: record.downloadName,
      stream: async (range) => {
        const body = await this.storage.get(storageKey, range);
        if (!body) this.logger.warn(`asset ${id} has a row but no object`);
        return body;
      },
    };
  }

  list(filter: AssetFilter): Promise<AssetRecord[]> {
    return this.rows.list(filter);
  }

  /** Removes one asset (only if `ownerUserId` owns it, when given); false when there was none. */
  async remove(id: string, ownerUserId?: string): Promise<boolean> {
    if (!isAssetId(id)) return false;
    const key = await this.rows.delete(id, ownerUserId);
    if (key === null) return false;
    await this.storage.delete(key);
    return true;
  }

  /**
   * Removes an asset the user chose to delete while its URL may be out there (a shared export link): the
   * URL then answers 410 Gone with a link to the successor instead of a bare 404 (ARCHITECTURE.md, Assets).
   */
  async retire(id: string, projectId: string | null, successorId: string | null): Promise<boolean> {
    if (!isAssetId(id)) return false;
    await this.rows.bury(id, projectId, successorId);
    return this.remove(id);
  }

  /** A newer file replaces the project's retired ones: their tombstones link it from now on. */
  async succeedRetired(projectId: string, successorId: string | null): Promise<void> {
    await this.rows.succeed(projectId, successorId);
  }

  /** What a retired asset left behind; null for one that never was (or was removed without a tombstone). */
  async tombstone(id: string): Promise<AssetTombstone | null> {
    if (!isAssetId(id)) return null;
    const row = await this.rows.tombstone(id);
    return row ? { assetId: id, successorUrl: row.successor_asset_id ? assetUrl(row.successor_asset_id) : null, goneAt: row.gone_at } : null;
  }

  /** Account deletion: the user's rows and objects go; answers how many. */
  async removeOwnedBy(userId: string): Promise<number> {
    const keys = await this.rows.deleteOwnedBy(userId);
    await this.storage.deleteMany(keys);
    return keys.length;
  }

  onApplicationShutdown(): void {
    this.storage.close?.();
  }

  private put(key: string, source: AssetSource, contentType: string): Promise<StoredObject> {
    if (Buffer.isBuffer(source)) return this.storage.putBuffer(key, source, contentType);
    if (source instanceof Readable) return this.storage.putStream(key, source, contentType);
    return this.storage.putFile(key, source.file, contentType);
  }
}
