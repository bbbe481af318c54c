import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe(TextField.name, () => {
  it('names the input by its label', () => {
    render(<TextField label="Email" type="email" required />);
    const input = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks an error and points to it (and the hint) with aria-describedby', () => {
    render(<TextField label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it', 'Enter a valid email']);
  });
});
