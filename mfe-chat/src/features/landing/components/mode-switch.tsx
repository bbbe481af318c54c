import { useRef, type KeyboardEvent } from 'react';
import { MODES, type LandingMode } from '../modes';

interface Props {
  mode: LandingMode;
  onChange: (mode: LandingMode) => void;
}

const ICONS: Record<LandingMode, string> = {
  chat: 'M5 6h14v9H9l-4 3z',
  photo: 'M4 7h4l2-2h4l2 2h4v12H4zM12 10a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  video: 'M4 7h11v10H4zM15 10l5-3v10l-5-3',
};

/** Where an arrow, Home or End key moves within the radio group (wrapping, as WAI-ARIA radio groups do). */
export function nextModeIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Chat / Photo / Video; only the active mode shows its label (spec 000 §2). One tab stop; arrows move and select. */
export function ModeSwitch({ mode, onChange }: Props) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = MODES.findIndex((item) => item.id === mode);
    const next = nextModeIndex(event.key, current, MODES.length);
    if (next === null) return;
    event.preventDefault();
    onChange(MODES[next].id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="landing-modes" role="radiogroup" aria-label="Mode" onKeyDown={onKeyDown}>
      {MODES.map((item, index) => {
        const active = item.id === mode;
        return (
          <button
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={active}
            aria-label={item.label}
            tabIndex={active ? 0 : -1}
            className={`landing-mode${active ? ' is-active' : ''}`}
            onClick={() => onChange(item.id)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d={ICONS[item.id]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            {active ? <span>{item.label}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
