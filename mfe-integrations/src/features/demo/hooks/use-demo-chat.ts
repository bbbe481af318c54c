import { useRef, useState } from 'react';
import { sendDemoText } from '../api/send-demo-text';
import type { DemoMessage } from '../types';
import { demoApiKey } from '../utils/demo-api-key';

export const EMPTY_REPLY_TEXT = 'Sorry, something went wrong.';
export const DEMO_LIMIT_TEXT = 'Demo limit reached. Download the theme for unlimited use!';

/** Demo chat (spec 000 §4, §8): one request at a time; every failure reads as the demo limit. */
export function useDemoChat() {
  const [messages, setMessages] = useState<DemoMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const send = (text: string): boolean => {
    const prompt = text.trim();
    if (!prompt || inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setMessages((list) => [...list, { role: 'user', content: prompt }]);
    void (async () => {
      let reply: string;
      try {
        const answer = await sendDemoText(prompt, await demoApiKey());
        reply = typeof answer?.text === 'string' && answer.text.trim() ? answer.text : EMPTY_REPLY_TEXT;
      } catch (error) {
        console.error('Demo chat request failed', error);
        reply = DEMO_LIMIT_TEXT;
      }
      setMessages((list) => [...list, { role: 'assistant', content: reply }]);
      inFlight.current = false;
      setBusy(false);
    })();
    return true;
  };

  return { messages, busy, send };
}
