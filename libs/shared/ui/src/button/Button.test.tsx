import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a real button that reports clicks', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Senden</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button')).toHaveProperty('type', 'button');
  });

  it('renders a link with its address', () => {
    render(<ButtonLink href="tel:+41441234567">Anrufen</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Anrufen' }).getAttribute('href')).toBe('tel:+41441234567');
  });
});
