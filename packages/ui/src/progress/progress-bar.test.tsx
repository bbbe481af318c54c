import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe(ProgressBar.name, () => {
  it('is a named progressbar with its value, range and percentage text', () => {
    render(<ProgressBar label="Upload" value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42.4');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    expect(screen.getByText('42%')).toBeTruthy();
    expect((bar.firstChild as HTMLElement).style.width).toBe('42.4%');
  });

  it('clamps out-of-range values and uses a custom max and value text', () => {
    const { rerender } = render(<ProgressBar label="Scenes" value={12} max={10} valueText="10 of 10 scenes" />);
    const bar = screen.getByRole('progressbar', { name: 'Scenes' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(bar.getAttribute('aria-valuetext')).toBe('10 of 10 scenes');
    rerender(<ProgressBar label="Scenes" value={-3} max={10} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    rerender(<ProgressBar label="Scenes" value={Number.NaN} />);
    expect(bar.getAttribute('aria-valuetext')).toBe('0%');
  });

  it('is indeterminate without a value: no aria-valuenow, marked busy', () => {
    render(<ProgressBar label="Waiting" value={null} />);
    const bar = screen.getByRole('progressbar', { name: 'Waiting' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('aria-busy')).toBe('true');
    expect(bar.closest('.at-progress')?.className).toContain('is-indeterminate');
  });

  it('keeps its accessible name when the label is visually hidden', () => {
    render(<ProgressBar label="Export" value={5} hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Export' })).toBeTruthy();
    expect(screen.getByText('Export').className).toContain('at-visually-hidden');
  });
});
