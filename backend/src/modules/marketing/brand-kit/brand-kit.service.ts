import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import type { BrandBrief } from '../../../engines/marketing-brief';

export interface BrandKit extends BrandBrief {
  /** Null until the account saves one. */
  updatedAt: Date | null;
}

/** One brand kit per account (product, audience, voice), used by every generator and the Chat Engineer. */
@Injectable()
export class BrandKitService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: string): Promise<BrandKit> {
    const { rows } = await runSql<{ product: string; audience: string; voice: string; updated_at: Date }>(
      this.dataSource.manager,
      'SELECT product, audience, voice, updated_at FROM marketing_brand_kits WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return row
      ? { product: row.product, audience: row.audience, voice: row.voice, updatedAt: row.updated_at }
      : { product: '', audience: '', voice: '', updatedAt: null };
  }

  async save(userId: string, kit: BrandBrief): Promise<BrandKit> {
    const { rows } = await runSql<{ updated_at: Date }>(
      this.dataSource.manager,
      `INSERT INTO marketing_brand_kits (user_id, product, audience, voice) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET product = EXCLUDED.product, audience = EXCLUDED.audience,
         voice = EXCLUDED.voice, updated_at = now()
       RETURNING updated_at`,
      [userId, kit.product, kit.audience, kit.voice],
    );
    return { ...kit, updatedAt: rows[0].updated_at };
  }
}
