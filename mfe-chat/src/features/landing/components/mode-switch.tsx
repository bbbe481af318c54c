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

/** Chat / Photo / Video; only the active mode shows its label (spec 000 §2). */
export function ModeSwitch({ mode, onChange }: Props) {
  return (
    <div className="landing-modes" role="radiogroup" aria-label="Mode">
      {MODES.map((item) => {
        const active = item.id === mode;
        return (
          <button
            key={item.id}
            type="button"
            role="radio"
            aria-checked={active}
            aria-label={item.label}
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
