import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bartender } from '../api/queries';
import { columns } from './bartender-list';

const row: Bartender = {
  id: 5,
  lastName: 'Соколов',
  name: 'Максим',
  description: 'Стажёр',
  imagePath: null,
  store: null,
  rating: null,
};

const cellOf = (id: string, bartender: Bartender) => {
  const column = columns.find((candidate) => candidate.id === id);
  if (!column) throw new Error(`No column ${id}`);
  return column.cell(bartender);
};

describe('bartender columns', () => {
  it('shows the rating with at most one decimal', () => {
    expect(cellOf('rating', { ...row, rating: 4.66 })).toBe('4.7');
    expect(cellOf('rating', { ...row, rating: 4.5 })).toBe('4.5');
    expect(cellOf('rating', { ...row, rating: 5 })).toBe('5');
  });

  it('shows a dash while there are no reviews', () => {
    expect(cellOf('rating', row)).toBe('—');
  });

  it('shows a placeholder picture when there is no avatar', () => {
    render(<>{cellOf('avatar', row)}</>);
    expect(screen.getByRole('img', { name: 'Нет фото' })).toHaveAttribute('src');
  });

  it('shows the avatar from the API origin when there is one', () => {
    render(<>{cellOf('avatar', { ...row, imagePath: '/media/bartenders/kuznetsov.svg' })}</>);
    expect(screen.getByRole('img', { name: 'Фото: Соколов Максим' })).toHaveAttribute(
      'src',
      '/media/bartenders/kuznetsov.svg',
    );
  });
});
