import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BoolIcon, PublishedIcon } from './bool-icon';

describe('BoolIcon', () => {
  it('names a tick or a cross with the given label', () => {
    render(
      <>
        <BoolIcon value label="Активен" />
        <BoolIcon value={false} label="Не активен" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Активен' })).toHaveAttribute('data-value', 'true');
    expect(screen.getByRole('img', { name: 'Не активен' })).toHaveAttribute('data-value', 'false');
  });
});

describe('PublishedIcon', () => {
  it('says Опубликованна and shows it as a tooltip on hover', async () => {
    render(<PublishedIcon isPublished />);
    const icon = screen.getByRole('img', { name: 'Опубликованна' });
    await userEvent.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Опубликованна');
  });

  it('says Снята с публикации when unpublished', () => {
    render(<PublishedIcon isPublished={false} />);
    expect(screen.getByRole('img', { name: 'Снята с публикации' })).toBeInTheDocument();
  });
});
