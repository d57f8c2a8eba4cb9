import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PublishedIcon } from './published-icon';

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
