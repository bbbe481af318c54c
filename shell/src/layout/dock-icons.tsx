const PATHS: Record<string, string> = {
  Home: 'M4 11.5 12 5l8 6.5V20h-5v-5H9v5H4z',
  Build: 'M8.5 8 4 12l4.5 4M15.5 8l4.5 4-4.5 4M13.5 6l-3 12',
  Marketing: 'M4 14V10l11-5v14l-11-5zm0 0 2 6h3l-1.5-5.2',
  Academy: 'M3 9l9-4 9 4-9 4-9-4zm4 2v5c3 2 7 2 10 0v-5',
  Menu: 'M4 7h16M4 12h16M4 17h16',
};

/** Outline icons for the dock, drawn inline (no icon font on the first render). */
export function DockIcon({ name }: { name: string }) {
  return (
    <svg className="shell-dock__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d={PATHS[name] ?? PATHS.Menu} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
