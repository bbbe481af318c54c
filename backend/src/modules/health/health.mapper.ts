import type { AreaName } from '../../config/config.constants';
import type { HealthResponseDto } from './dto/health-response.dto';

export interface HealthFacts {
  databaseUp: boolean;
  uptimeSeconds: number;
  modules: readonly AreaName[];
  worker: boolean;
  version: string;
}

export function mapHealth(facts: HealthFacts): HealthResponseDto {
  return {
    status: facts.databaseUp ? 'ok' : 'error',
    database: facts.databaseUp ? 'up' : 'down',
    uptime_s: Math.floor(facts.uptimeSeconds),
    modules: [...facts.modules],
    worker: facts.worker,
    version: facts.version,
  };
}
