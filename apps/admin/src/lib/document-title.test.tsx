import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellMessages } from '../config/messages/shell';
import { composeTitle, setTitleCount, useRecordTitle, useSectionTitle } from './document-title';

const tagline = shellMessages.app.tagline;

describe('composeTitle', () => {
  it('is the tagline alone when nothing else is known', () => {
    expect(composeTitle({})).toBe(tagline);
  });

  it('puts the section before the tagline', () => {
    expect(composeTitle({ section: 'Вход' })).toBe(`Вход — ${tagline}`);
  });

  it('names the record, then the section, then the tagline', () => {
    expect(composeTitle({ record: 'Заказ №10452', section: 'Заказы' })).toBe(
      `Заказ №10452 — Заказы — ${tagline}`,
    );
  });

  it('leaves out an empty record name', () => {
    expect(composeTitle({ record: '', section: 'Продукты' })).toBe(`Продукты — ${tagline}`);
    expect(composeTitle({ record: '  ', section: 'Продукты' })).toBe(`Продукты — ${tagline}`);
  });

  it('prefixes the number of new orders, and drops it at 0', () => {
    expect(composeTitle({ section: 'Заказы', count: 3 })).toBe(`(3) Заказы — ${tagline}`);
    expect(composeTitle({ section: 'Заказы', count: 0 })).toBe(`Заказы — ${tagline}`);
  });
});

function Page({ section, record }: { section?: string; record?: string }) {
  useSectionTitle(section);
  return record === undefined ? null : <RecordPart name={record} />;
}

function RecordPart({ name }: { name: string }) {
  useRecordTitle(name);
  return null;
}

describe('document title hooks', () => {
  afterEach(() => {
    act(() => setTitleCount(0));
  });

  it('composes the parts set by the layout, the record page and the polling', () => {
    const view = render(<Page section="Продукты" record="Пицца Маргарита" />);
    expect(document.title).toBe(`Пицца Маргарита — Продукты — ${tagline}`);

    act(() => setTitleCount(2));
    expect(document.title).toBe(`(2) Пицца Маргарита — Продукты — ${tagline}`);

    view.rerender(<Page section="Продукты" />);
    expect(document.title).toBe(`(2) Продукты — ${tagline}`);

    act(() => setTitleCount(0));
    expect(document.title).toBe(`Продукты — ${tagline}`);
    view.unmount();
  });

  it('follows the record name as it changes', () => {
    const view = render(<Page section="Категории" record="Пицца" />);
    view.rerender(<Page section="Категории" record="Суши" />);
    expect(document.title).toBe(`Суши — Категории — ${tagline}`);
    view.unmount();
  });
});
