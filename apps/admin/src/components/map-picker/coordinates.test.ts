import { describe, expect, it } from 'vitest';
import { coordinateTexts, isSameLocation, parseCoordinates, roundCoordinate } from './coordinates';

describe('parseCoordinates', () => {
  it('reads two valid numbers as a location', () => {
    expect(parseCoordinates({ lat: '54.714', lon: '20.501' })).toEqual({
      location: { lat: 54.714, lon: 20.501 },
      errors: {},
    });
  });

  it('accepts a decimal comma and surrounding spaces', () => {
    expect(parseCoordinates({ lat: ' 54,7 ', lon: '-20,5' }).location).toEqual({
      lat: 54.7,
      lon: -20.5,
    });
  });

  it('treats two empty inputs as no location, without errors', () => {
    expect(parseCoordinates({ lat: '', lon: ' ' })).toEqual({ location: null, errors: {} });
  });

  it('requires the other coordinate once one is typed', () => {
    expect(parseCoordinates({ lat: '54.7', lon: '' })).toEqual({
      location: null,
      errors: { lon: 'Обязательное поле' },
    });
    expect(parseCoordinates({ lat: '', lon: '20' }).errors).toEqual({ lat: 'Обязательное поле' });
  });

  it('rejects what is not a number', () => {
    expect(parseCoordinates({ lat: 'север', lon: '20' }).errors).toEqual({ lat: 'Введите число' });
    // Not read as 10 or 16: the field keeps what was typed, so the error says it.
    expect(parseCoordinates({ lat: '1e1', lon: '0x10' }).errors).toEqual({
      lat: 'Введите число',
      lon: 'Введите число',
    });
  });

  it('keeps latitude within -90..90, bounds included', () => {
    expect(parseCoordinates({ lat: '90', lon: '0' }).location).toEqual({ lat: 90, lon: 0 });
    expect(parseCoordinates({ lat: '-90', lon: '0' }).location).toEqual({ lat: -90, lon: 0 });
    expect(parseCoordinates({ lat: '90.0001', lon: '0' })).toEqual({
      location: null,
      errors: { lat: 'Широта должна быть от -90 до 90' },
    });
    expect(parseCoordinates({ lat: '-91', lon: '0' }).errors.lat).toBe(
      'Широта должна быть от -90 до 90',
    );
  });

  it('keeps longitude within -180..180, bounds included', () => {
    expect(parseCoordinates({ lat: '0', lon: '-180' }).location).toEqual({ lat: 0, lon: -180 });
    expect(parseCoordinates({ lat: '0', lon: '180.5' })).toEqual({
      location: null,
      errors: { lon: 'Долгота должна быть от -180 до 180' },
    });
  });

  it('reports both errors at once', () => {
    expect(parseCoordinates({ lat: '100', lon: '200' }).errors).toEqual({
      lat: 'Широта должна быть от -90 до 90',
      lon: 'Долгота должна быть от -180 до 180',
    });
  });
});

describe('coordinate helpers', () => {
  it('turns a location into input texts and back', () => {
    const texts = coordinateTexts({ lat: 54.7064, lon: 20.5322 });
    expect(texts).toEqual({ lat: '54.7064', lon: '20.5322' });
    expect(parseCoordinates(texts).location).toEqual({ lat: 54.7064, lon: 20.5322 });
    expect(coordinateTexts(null)).toEqual({ lat: '', lon: '' });
  });

  it('rounds a clicked point to six decimals', () => {
    expect(roundCoordinate(54.71412345678)).toBe(54.714123);
    expect(roundCoordinate(-20.5000004)).toBe(-20.5);
  });

  it('compares locations by value', () => {
    expect(isSameLocation({ lat: 1, lon: 2 }, { lat: 1, lon: 2 })).toBe(true);
    expect(isSameLocation({ lat: 1, lon: 2 }, { lat: 1, lon: 3 })).toBe(false);
    expect(isSameLocation(null, null)).toBe(true);
    expect(isSameLocation(null, { lat: 1, lon: 2 })).toBe(false);
  });
});
