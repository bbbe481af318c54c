import { useRef, useState } from 'react';
import { resolveMediaUrl } from '@atelier/runtime';
import { generateDemoPhoto } from '../api/generate-demo-photo';
import { generateDemoVideo } from '../api/generate-demo-video';
import type { DemoMediaKind } from '../types';
import { demoApiKey } from '../utils/demo-api-key';

async function generate(kind: DemoMediaKind, prompt: string): Promise<string | undefined> {
  const key = await demoApiKey();
  return kind === 'photo' ? (await generateDemoPhoto(prompt, key)).image_url : (await generateDemoVideo(prompt, key)).video_url;
}

/** Demo photo or video (spec 000 §4, §8): busy while in flight; a failure is logged and clears the result. */
export function useDemoMedia(kind: DemoMediaKind) {
  const [url, setUrl] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const run = async (text: string): Promise<void> => {
    const trimmed = text.trim();
    if (!trimmed || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await generate(kind, trimmed);
      if (typeof answer !== 'string' || !answer) throw new Error(`The demo ${kind} answer has no URL`);
      setUrl(resolveMediaUrl(answer));
      setPrompt(trimmed);
    } catch (error) {
      console.error(`Demo ${kind} generation failed`, error);
      setUrl(null);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { url, prompt, busy, generate: run };
}
