import { render as renderBare } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, testTexts } from '../test/render';
import { EmptyState } from './empty-state';
import { MaskedInput, maskPresets } from './masked-input';
import { Pager } from './pager';
import { UiTextsProvider, type UiTexts } from './ui-texts';

const english: UiTexts = {
  ...testTexts,
  empty: 'Nothing here',
  pager: {
    label: 'Pages',
    previous: 'Back',
    next: 'Forward',
    page: (page) => `Page ${page}`,
  },
  date: {
    ...testTexts.date,
    placeholders: { 'dd.mm.yyyy': 'dd.mm.yyyy', 'dd.mm.yyyy HH:MM': 'dd.mm.yyyy hh:mm' },
  },
};

describe('UiTextsProvider', () => {
  it('is where every kit text comes from', () => {
    renderBare(
      <UiTextsProvider texts={english}>
        <EmptyState />
        <Pager page={2} pages={3} onPageChange={() => undefined} />
        <MaskedInput aria-label="From" {...maskPresets.date} />
        <MaskedInput aria-label="Phone" {...maskPresets.userPhone} />
      </UiTextsProvider>,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Back');
    expect(pager).toHaveTextContent('Forward');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveAttribute(
      'placeholder',
      'dd.mm.yyyy',
    );
    // A phone's hint is digits, the same in every language: the preset carries it.
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'placeholder',
      '+9 999 999 99 99',
    );
  });

  it('gives way to a text the screen passes itself', () => {
    render(
      <>
        <EmptyState>Заказов нет</EmptyState>
        <MaskedInput aria-label="С" placeholder="с какого дня" {...maskPresets.date} />
      </>,
    );
    expect(screen.getByText('Заказов нет')).toBeInTheDocument();
    expect(screen.queryByText('Список пуст')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'С' })).toHaveAttribute(
      'placeholder',
      'с какого дня',
    );
  });

  it('is required: a kit component without it fails at once instead of drawing no words', () => {
    // React reports the render error on the console as well; the throw is what counts here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderBare(<EmptyState />)).toThrow('outside UiTextsProvider');
    vi.restoreAllMocks();
  });
});
