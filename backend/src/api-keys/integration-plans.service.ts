import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runSql } from '../database/run-sql';
import type { IntegrationPlan } from './api-key-records';

interface PlanRow {
  id: string;
  name: string;
  price_monthly: number;
  tokens: string;
  images: number;
  videos: number;
}

const mapPlan = (row: PlanRow): IntegrationPlan => ({
  id: row.id,
  name: row.name,
  priceMonthly: row.price_monthly,
  tokens: Number(row.tokens),
  images: row.images,
  videos: row.videos,
});

const COLUMNS = 'p.id, p.name, p.price_monthly, p.tokens, p.images, p.videos';

/** The API plans (seeded by migration) and which one an account is on. */
@Injectable()
export class IntegrationPlansService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<IntegrationPlan[]> {
    const { rows } = await runSql<PlanRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS} FROM integration_plans p ORDER BY p.position`,
    );
    return rows.map(mapPlan);
  }

  async planOf(userId: string): Promise<IntegrationPlan> {
    const { rows } = await runSql<PlanRow>(
      this.dataSource.manager,
      `SELECT ${COLUMNS} FROM users u JOIN integration_plans p ON p.id = u.api_plan WHERE u.id = $1`,
      [userId],
    );
    if (!rows[0]) throw new Error(`user ${userId} has no API plan`);
    return mapPlan(rows[0]);
  }
}
