import type { ReactNode } from 'react';

export type PageIconName =
  | 'code'
  | 'film'
  | 'music'
  | 'chat'
  | 'palette'
  | 'puzzle'
  | 'lesson'
  | 'compass'
  | 'award'
  | 'laptop';

/** 24×24 stroke paths; self-drawn so no emoji or icon font is needed. */
const PATHS: Record<PageIconName, ReactNode> = {
  code: <path d="m8 8-4 4 4 4M16 8l4 4-4 4M14 5l-4 14" />,
  film: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 5v14M17 5v14M3 9.5h4M3 14.5h4M17 9.5h4M17 14.5h4" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V6l11-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </>
  ),
  chat: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />,
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-1.3-1.1-1.7-1.1-2.9 0-.9.7-1.5 1.6-1.5H16a5 5 0 0 0 5-5C21 6.3 17 3 12 3Z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </>
  ),
  puzzle: (
    <path d="M10 4a2 2 0 1 1 4 0v2h4v4h-2a2 2 0 1 0 0 4h2v4h-4v-2a2 2 0 1 0-4 0v2H6v-4H4a2 2 0 1 1 0-4h2V6h4V4Z" />
  ),
  lesson: (
    <>
      <path d="M3 7l9-4 9 4-9 4-9-4Z" />
      <path d="M7 9v5c0 1.5 2.2 3 5 3s5-1.5 5-3V9M21 7v6" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
    </>
  ),
  laptop: (
    <>
      <rect x="5" y="4" width="14" height="11" rx="1.5" />
      <path d="M2 19h20" />
    </>
  ),
};

/** A decorative icon in the accent tile used on cards (`page-icon`). */
export function PageIcon({ name, tile = true }: { name: PageIconName; tile?: boolean }) {
  const svg = (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
  return tile ? (
    <span className="page-icon" aria-hidden="true">
      {svg}
    </span>
  ) : (
    svg
  );
}
