import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, toast } from '@atelier/runtime';
import { analyzeImage } from '../api/analyze-image';
import type { ImageContext } from '../types';

/** Spec 000 §5 / §8 texts. */
export const NOT_AN_IMAGE_TEXT = 'Please upload an image file';
export const ANALYZED_TEXT = 'Image analyzed! Context attached for your next message.';
export const ANALYSIS_FAILED_TEXT = 'Failed to analyze image';

export interface ImageContextState {
  context: ImageContext | null;
  analyzing: boolean;
  /** Analyses an image picked by the user; anything but an image is refused without a request. */
  attach: (file: File) => void;
  clear: () => void;
}

/** The attached image's analysis, consumed by the next chat message (spec 000 §4). */
export function useImageContext(): ImageContextState {
  const [context, setContext] = useState<ImageContext | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const attach = useCallback((file: File) => {
    if (!file.type.startsWith('image/')) {
      toast.error(NOT_AN_IMAGE_TEXT);
      return;
    }
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setAnalyzing(true);
    analyzeImage(file, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        setContext({ analysis: answer.analysis, filename: answer.filename || file.name });
        toast.success(ANALYZED_TEXT);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Image analysis failed', error);
        // The server looked at the bytes: a renamed non-image gets the same text as a wrong type.
        toast.error(error instanceof ApiError && error.status === 415 ? NOT_AN_IMAGE_TEXT : ANALYSIS_FAILED_TEXT);
      })
      .finally(() => {
        if (controllerRef.current !== controller) return;
        controllerRef.current = null;
        setAnalyzing(false);
      });
  }, []);

  const clear = useCallback(() => setContext(null), []);

  return { context, analyzing, attach, clear };
}
