import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Toggle } from './toggle';

function Harness() {
  const [on, setOn] = useState(false);
  return <Toggle checked={on} onCheckedChange={setOn} label="Yearly billing" description="Save 17%" />;
}

describe(Toggle.name, () => {
  it('is a switch named by its label', () => {
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Yearly billing' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('flips on click and on a click of its label', () => {
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Yearly billing' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Yearly billing'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('does not change when disabled', () => {
    const onCheckedChange = jest.fn();
    render(<Toggle checked={false} onCheckedChange={onCheckedChange} label="Notifications" disabled />);
    fireEvent.click(screen.getByRole('switch', { name: 'Notifications' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
