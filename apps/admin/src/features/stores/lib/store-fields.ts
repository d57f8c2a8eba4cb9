import { showValue, type FieldViews } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import type { CityChoice } from '../components/store-fields-section';
import type { StoreFormValues } from '../schemas';
import type { WorkTimeRow } from './work-time';

const t = messages.stores;

/** The week in one line: 'ПН 09:00–21:00; ВТ —; …'. */
const weekText = (rows: readonly WorkTimeRow[]) =>
  rows
    .map((row, index) => {
      const hours = row.from === '' && row.to === '' ? showValue('') : `${row.from}–${row.to}`;
      return `${t.weekdays[index] ?? index + 1} ${hours}`;
    })
    .join('; ');

/** The store form's fields for the conflict table: the city by name, the week day by day. */
export function storeFields(cities: readonly CityChoice[]): FieldViews<StoreFormValues> {
  return {
    name: t.name,
    code: t.code,
    cityId: {
      label: t.city,
      show: (id) => cities.find((city) => city.id === id)?.name ?? showValue(id),
    },
    address: t.address,
    phone: t.phone,
    terminalId: t.terminalId,
    priceCategoryId: t.priceCategoryId,
    sectionId: t.sectionId,
    storeId: t.storeId,
    organizationId: t.organizationId,
    departmentId: t.departmentId,
    description: t.description,
    isBranded: t.isBranded,
    isEnabled: t.isEnabled,
    location: t.location,
    images: t.images,
    workTime: { label: t.workTime, show: weekText },
  };
}
