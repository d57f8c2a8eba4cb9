import { formatMasked, maskPresets } from '@shop/ui/masked-input';
import { sortImages } from '../../../lib/images';
import type { Store, StoreInput } from '../api/queries';
import type { StoreFormValues } from '../schemas';
import { workTimeToForm, workTimeToServer } from './work-time';

/** The phone as the mask shows it, whatever spacing the server stored it with. */
export function formatStorePhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? formatMasked(digits, maskPresets.storePhone) : '';
}

export const toStoreFormValues = (store: Store): StoreFormValues => ({
  name: store.name,
  code: store.code,
  cityId: store.cityId ?? null,
  address: store.address,
  phone: formatStorePhone(store.phone),
  terminalId: store.terminalId,
  priceCategoryId: store.priceCategoryId ?? '',
  sectionId: store.sectionId,
  storeId: store.storeId,
  organizationId: store.organizationId,
  departmentId: store.departmentId,
  description: store.description ?? '',
  isBranded: store.isBranded ?? false,
  isEnabled: store.isEnabled ?? true,
  location: store.location,
  images: sortImages(store.images),
  workTime: workTimeToForm(store.workTime),
});

/** The body of POST /store/: empty optional texts as null, hours as HH:mm:ss.000 (null when closed). */
export function toStoreInput(values: StoreFormValues, id: number | undefined): StoreInput {
  // Save is disabled without a location, so this only guards the types.
  if (values.location === null) throw new Error('A store needs a location');
  return {
    ...(id === undefined ? {} : { id }),
    ...values,
    priceCategoryId: values.priceCategoryId.trim() || null,
    description: values.description.trim() === '' ? null : values.description,
    location: values.location,
    workTime: workTimeToServer(values.workTime),
  };
}
