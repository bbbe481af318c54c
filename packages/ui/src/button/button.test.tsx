import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

describe(Button.name, () => {
  it('is a type=button with its variant and size classes', () => {
    render(<Button variant="danger" size="sm">Delete Account</Button>);
    const button = screen.getByRole('button', { name: 'Delete Account' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('at-button--danger');
    expect(button.className).toContain('at-button--sm');
  });

  it('is disabled and busy while loading, keeping its name', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Notify Me
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Notify Me' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
