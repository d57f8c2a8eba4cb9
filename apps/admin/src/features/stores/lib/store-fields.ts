import { showValue, type FieldViews } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import type { CityChoice } from '../components/store-fields-section';
import type { StoreFormValues } from '../schemas';
import type { WorkTimeRow } from './work-time';

const m = messages.stores;

/** The week in one line: 'ПН 09:00–21:00; ВТ —; …'. */
const weekText = (rows: readonly WorkTimeRow[]) =>
  rows
    .map((row, index) => {
      const hours = row.from === '' && row.to === '' ? showValue('') : `${row.from}–${row.to}`;
      return `${m.weekdays[index] ?? index + 1} ${hours}`;
    })
    .join('; ');

/** The store form's fields for the conflict table: the city by name, the week day by day. */
export function storeFields(cities: readonly CityChoice[]): FieldViews<StoreFormValues> {
  return {
    name: m.name,
    code: m.code,
    cityId: {
      label: m.city,
      show: (id) => cities.find((city) => city.id === id)?.name ?? showValue(id),
    },
    address: m.address,
    phone: m.phone,
    terminalId: m.terminalId,
    priceCategoryId: m.priceCategoryId,
    sectionId: m.sectionId,
    storeId: m.storeId,
    organizationId: m.organizationId,
    departmentId: m.departmentId,
    description: m.description,
    isBranded: m.isBranded,
    isEnabled: m.isEnabled,
    location: m.location,
    images: m.images,
    workTime: { label: m.workTime, show: weekText },
  };
}
