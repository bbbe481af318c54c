import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the screen once (a frame, then a task after it). The preview's host
 * page comes from its own origin: asked for in the studio's first commit, its new connection and document
 * ran alongside the studio's first paint, and Lighthouse counted them into /build-studio's largest
 * contentful paint (the chat's greeting). Asked for after that paint, it follows it by a frame.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
