import { createContext } from 'react';
import type { GenerationResult } from '../types';

export interface ResultActionsSettings {
  onRegenerate?: (result: GenerationResult) => void;
  busy?: boolean;
}

/**
 * Regenerate for every result below the screen, wherever it is drawn (the results panel on desktop, the
 * thread on phones), without each place having to pass it along.
 */
export const ResultActionsContext = createContext<ResultActionsSettings>({});
