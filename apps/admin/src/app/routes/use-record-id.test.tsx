import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

function EditProbe() {
  const id = useRecordId();
  return id === null ? <NotFoundRoute /> : <output>{String(id)}</output>;
}

function ViewProbe() {
  const id = useRecordId({ canCreate: false });
  return id === null ? <NotFoundRoute /> : <output>{String(id)}</output>;
}

const show = (screenOf: 'edit' | 'view', id: string) =>
  renderRoutes(
    [{ path: '/x/:id', element: screenOf === 'edit' ? <EditProbe /> : <ViewProbe /> }],
    `/x/${id}`,
  );

describe('useRecordId', () => {
  it.each([
    ['edit', '7', '7'],
    ['edit', '120', '120'],
    ['edit', 'new', 'new'],
    ['view', '7', '7'],
  ] as const)('on a %s screen reads %s as %s', (screenOf, id, shown) => {
    show(screenOf, id);
    expect(screen.getByRole('status')).toHaveTextContent(shown);
  });

  it.each([
    ['edit', 'abc'],
    ['edit', '0'],
    ['edit', '07'],
    ['edit', '-3'],
    ['edit', '1.5'],
    ['view', 'new'],
    ['view', 'abc'],
  ] as const)('on a %s screen answers %s with the not-found page', (screenOf, id) => {
    show(screenOf, id);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Страница не найдена');
  });
});
