import type { Type } from '@nestjs/common';
import { AREA_NAMES, AreaName } from '../config/config.constants';
import { AcademyModule } from './academy/academy.module';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { ChatModule } from './chat/chat.module';
import { PublicConfigModule } from './config/public-config.module';
import { HealthModule } from './health/health.module';
import { IntegrationsModule } from './integrations/integrations.module';

/** Area name → Nest module, for the areas built so far. Areas are added here as they land. */
export const IMPLEMENTED_MODULES: Readonly<Partial<Record<AreaName, Type<unknown>>>> = {
  auth: AuthModule,
  account: AccountModule,
  academy: AcademyModule,
  chat: ChatModule,
  integrations: IntegrationsModule,
  health: HealthModule,
  config: PublicConfigModule,
};

export interface ModuleSelectionRequest {
  /** From BACKEND_MODULES; unset → every implemented area. */
  requested?: readonly AreaName[];
  worker: boolean;
}

export interface ModuleSelection {
  /** Areas this process serves, in the canonical order of AREA_NAMES. */
  served: AreaName[];
  modules: Type<unknown>[];
  warnings: string[];
}

/**
 * Decides what this process serves. `health` is always served, as orchestrators probe every process;
 * workers serve nothing else. Areas that are named but not built yet only produce a warning, so the
 * deployment files can already name the groups they will run.
 */
export function selectModules(
  request: ModuleSelectionRequest,
  registry: Readonly<Partial<Record<AreaName, Type<unknown>>>> = IMPLEMENTED_MODULES,
): ModuleSelection {
  const unknown = (request.requested ?? []).filter((name) => !(AREA_NAMES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`unknown backend area(s): ${unknown.join(', ')}`);
  const implemented = AREA_NAMES.filter((area) => registry[area]);
  const warnings: string[] = [];
  let wanted: readonly AreaName[];
  if (request.worker) {
    wanted = ['health'];
    if (request.requested) warnings.push('WORKER=1: BACKEND_MODULES is ignored; a worker serves only /api/health');
  } else {
    wanted = request.requested ?? implemented;
    for (const area of wanted.filter((name) => !registry[name])) {
      warnings.push(`area "${area}" is not built yet; this process does not serve it`);
    }
  }
  const served = AREA_NAMES.filter((area) => registry[area] && (area === 'health' || wanted.includes(area)));
  return { served, modules: served.map((area) => registry[area] as Type<unknown>), warnings };
}
