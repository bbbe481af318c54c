import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AssetStore } from '../../../assets/asset-store.service';

async function streamOf(assets: AssetStore, id: string): Promise<Readable> {
  const asset = await assets.open(id);
  const stream = asset ? await asset.stream() : null;
  if (!stream) throw new Error(`movie file ${id} is missing from storage`);
  return stream;
}

/** A small stored file (an avatar) in memory. */
export async function readAsset(assets: AssetStore, id: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await streamOf(assets, id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored clip copied to a local file, for ffmpeg (storage may be S3). */
export async function downloadAsset(assets: AssetStore, id: string, file: string): Promise<void> {
  await pipeline(await streamOf(assets, id), createWriteStream(file));
}
