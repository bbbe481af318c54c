import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { SegmentedControl } from './segmented-control';

type Period = 'monthly' | 'yearly';

function Harness() {
  const [period, setPeriod] = useState<Period>('monthly');
  return (
    <SegmentedControl<Period>
      label="Billing period"
      value={period}
      onChange={setPeriod}
      options={[
        { value: 'monthly', label: 'Monthly' },
        { value: 'yearly', label: 'Yearly', extra: 'Save 17%' },
      ]}
    />
  );
}

describe(SegmentedControl.name, () => {
  it('is a radio group whose options carry their labels', () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Yearly Save 17%' }).getAttribute('aria-checked')).toBe('false');
  });

  it('selects on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByRole('radio', { name: /Yearly/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Monthly' }).tabIndex).toBe(-1);
  });

  it('moves the selection and focus with arrow keys, wrapping', () => {
    render(<Harness />);
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    fireEvent.keyDown(monthly, { key: 'ArrowRight' });
    const yearly = screen.getByRole('radio', { name: /Yearly/ });
    expect(yearly.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(yearly);
    fireEvent.keyDown(yearly, { key: 'ArrowRight' });
    expect(monthly.getAttribute('aria-checked')).toBe('true');
  });
});
