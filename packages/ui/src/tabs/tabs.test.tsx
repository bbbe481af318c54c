import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './tabs';

const items = [
  { id: 'profile', label: 'Profile', content: <p>Profile panel</p> },
  { id: 'billing', label: 'Billing', content: <p>Billing panel</p> },
  { id: 'sessions', label: 'Sessions', content: <p>Sessions panel</p> },
  { id: 'danger', label: 'Danger Zone', content: <p>Danger panel</p> },
];

function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
}

describe(Tabs.name, () => {
  it('wires tablist, tabs and panels together and starts on the first tab', () => {
    render(<Tabs items={items} label="Account sections" />);
    expect(screen.getByRole('tablist', { name: 'Account sections' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Profile' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Profile panel');
    expect(screen.queryByText('Billing panel')?.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('uses a roving tabindex: only the selected tab is in the Tab order', () => {
    render(<Tabs items={items} label="Account sections" />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.tabIndex);
    expect(tabIndexes).toEqual([0, -1, -1, -1]);
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends', () => {
    render(<Tabs items={items} label="Account sections" />);
    const profile = screen.getByRole('tab', { name: 'Profile' });
    profile.focus();

    fireEvent.keyDown(profile, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Billing');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Billing' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Billing panel');

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(selectedTab()?.textContent).toBe('Danger Zone');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Danger Zone' }));

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Profile');
  });

  it('jumps with Home and End', () => {
    render(<Tabs items={items} label="Account sections" />);
    const profile = screen.getByRole('tab', { name: 'Profile' });
    fireEvent.keyDown(profile, { key: 'End' });
    expect(selectedTab()?.textContent).toBe('Danger Zone');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(selectedTab()?.textContent).toBe('Profile');
  });

  it('selects on click and reports the change', () => {
    const onValueChange = jest.fn();
    render(<Tabs items={items} label="Account sections" onValueChange={onValueChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(onValueChange).toHaveBeenCalledWith('sessions');
    expect(screen.getByRole('tabpanel').textContent).toBe('Sessions panel');
  });
});
