import type { EngineDescriptor } from '../../../engines/engine-descriptor';
import { EngineError } from '../../../engines/engine-error';
import type { ArtifactItem } from '../artifacts/artifact.types';

/** What a generator made: the artifact's items and the engine that made them. */
export interface Made {
  items: ArtifactItem[];
  engine: EngineDescriptor;
}

/** An engine's own failure as it came; anything else an engine throws (a bug) as a plain provider failure. */
export async function engineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof EngineError ? error : new EngineError('provider', 'The AI engine failed.', { cause: error });
  }
}
