import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageMenu } from './LanguageMenu';

describe('the language menu', () => {
  it('is only its button at first, and opens on the first press once its code is there', async () => {
    render(<LanguageMenu />);
    const button = screen.getByRole('button', { name: /^Language: ?EN$/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: /Français/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Language: ?EN$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
