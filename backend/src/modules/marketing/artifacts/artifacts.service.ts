import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../../../database/run-sql';
import type { ArtifactRecord, NewArtifact } from './artifact.types';

interface ArtifactRow {
  id: string;
  charge_id: string;
  request_hash: string;
  kind: ArtifactRecord['kind'];
  input: string;
  copy_type: ArtifactRecord['copyType'];
  style: ArtifactRecord['style'];
  output: ArtifactRecord['output'];
  engine: ArtifactRecord['engine'];
  created_at: Date;
}

const COLUMNS = 'id, charge_id, request_hash, kind, input, copy_type, style, output, engine, created_at';

/** The account's artifacts; every read is scoped to the owner, so another account's id is simply not found. */
@Injectable()
export class ArtifactsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private sql<T>(text: string, parameters: unknown[]) {
    return runSql<T>(this.dataSource.manager, text, parameters);
  }

  async save(userId: string, artifact: NewArtifact): Promise<ArtifactRecord> {
    const { rows } = await this.sql<ArtifactRow>(
      `INSERT INTO marketing_artifacts (user_id, charge_id, request_hash, kind, input, copy_type, style, output, engine)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        userId, artifact.chargeId, artifact.requestHash, artifact.kind, artifact.input, artifact.copyType, artifact.style,
        JSON.stringify(artifact.output), JSON.stringify(artifact.engine),
      ],
    );
    return toRecord(rows[0]);
  }

  async find(userId: string, id: string): Promise<ArtifactRecord | null> {
    const { rows } = await this.sql<ArtifactRow>(`SELECT ${COLUMNS} FROM marketing_artifacts WHERE user_id = $1 AND id = $2`, [userId, id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findByCharge(userId: string, chargeId: string): Promise<ArtifactRecord | null> {
    const { rows } = await this.sql<ArtifactRow>(
      `SELECT ${COLUMNS} FROM marketing_artifacts WHERE user_id = $1 AND charge_id = $2`,
      [userId, chargeId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Newest first. */
  async list(userId: string, limit: number): Promise<ArtifactRecord[]> {
    const { rows } = await this.sql<ArtifactRow>(
      `SELECT ${COLUMNS} FROM marketing_artifacts WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map(toRecord);
  }
}

function toRecord(row: ArtifactRow): ArtifactRecord {
  return {
    id: row.id,
    chargeId: row.charge_id,
    requestHash: row.request_hash,
    kind: row.kind,
    input: row.input,
    copyType: row.copy_type,
    style: row.style,
    output: row.output,
    engine: row.engine,
    createdAt: row.created_at,
  };
}
