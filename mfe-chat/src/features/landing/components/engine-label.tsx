import type { EngineDto } from '@atelier/api-types';

/** The 'offline engine' tag for media the local engine made, as on chat replies. */
export function EngineLabel({ engine }: { engine: EngineDto | null }) {
  if (!engine || (engine.provider !== 'local' && !/offline/i.test(engine.label))) return null;
  return <span className="landing-result__engine">offline engine</span>;
}
