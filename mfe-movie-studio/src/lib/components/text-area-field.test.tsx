import { render, screen } from '@testing-library/react';
import { TextAreaField } from './text-area-field';

describe(TextAreaField.name, () => {
  it('is named by its label and styled as the studio textarea, with the extra classes given', () => {
    render(<TextAreaField label="Scene" className="movie-textarea--prompt" fieldClassName="movie-details__logline" defaultValue="" />);
    const field = screen.getByRole('textbox', { name: 'Scene' });
    expect(field.className).toBe('at-field__input movie-textarea movie-textarea--prompt');
    expect(field.parentElement?.className).toBe('at-field movie-details__logline');
    expect(field.hasAttribute('required')).toBe(false);
    expect((field as HTMLTextAreaElement).labels?.[0].textContent).toBe('Scene');
  });

  it('marks a required field, keeps the id it is given and shows what stands under it', () => {
    render(
      <TextAreaField id="bio" label="Bio" required defaultValue="" aria-describedby="bio-count">
        <p id="bio-count">0/280</p>
      </TextAreaField>,
    );
    const field = screen.getByRole('textbox', { name: 'Bio' });
    expect(field.id).toBe('bio');
    expect((field as HTMLTextAreaElement).labels?.[0].textContent).toBe('Bio *');
    expect(field.hasAttribute('required')).toBe(true);
    expect(screen.getByText('0/280').id).toBe('bio-count');
  });
});
