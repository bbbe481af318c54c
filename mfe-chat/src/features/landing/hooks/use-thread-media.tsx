import { useRef } from 'react';
import type { ThreadItem } from '../components/chat-history';
import { MediaResult } from '../components/media-result';
import type { GenerationResult } from '../types';

/**
 * Phones show photos and videos in the thread, where the person is looking, instead of in a panel below
 * the fold: each result stays after the messages that came before it, oldest first like the messages.
 */
export function useThreadMedia(results: readonly GenerationResult[], messageCount: number): ThreadItem[] {
  const anchors = useRef(new Map<string, number>());
  const chronological = [...results].reverse();
  for (const result of chronological) {
    if (!anchors.current.has(result.id)) anchors.current.set(result.id, messageCount);
  }
  return chronological.map((result) => ({
    key: result.id,
    after: anchors.current.get(result.id) ?? messageCount,
    node: <MediaResult result={result} />,
  }));
}
