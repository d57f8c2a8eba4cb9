import { describe, expect, it } from 'vitest';
import { matchServerErrors } from './server-field-errors';

const values = {
  name: '',
  location: { lat: 0, lng: 0 },
  modificators: [{ name: '' }, { name: '' }],
  startText: '',
};

describe('matchServerErrors', () => {
  it('matches names without regard to case, nested and indexed names included', () => {
    expect(
      matchServerErrors(
        {
          'Modificators[1].Name': ['Пустое имя'],
          'Location.Lat': ['Широта вне диапазона'],
          Name: ['Обязательно', 'Не длиннее 50 символов'],
        },
        values,
      ),
    ).toEqual([
      { path: 'name', message: 'Обязательно Не длиннее 50 символов' },
      { path: 'location.lat', message: 'Широта вне диапазона' },
      { path: 'modificators.1.name', message: 'Пустое имя' },
    ]);
  });

  it('leaves names the form does not have to the alert, and follows aliases', () => {
    expect(
      matchServerErrors(
        { Price: ['Нет такого поля'], '$.StartDateUtc': ['Неверная дата'] },
        values,
        { startDateUtc: 'startText' },
      ),
    ).toEqual([{ path: 'startText', message: 'Неверная дата' }]);
    expect(matchServerErrors(undefined, values)).toEqual([]);
  });
});
