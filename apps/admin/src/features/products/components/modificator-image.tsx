import { useWatch } from 'react-hook-form';
import { FormImageField } from '../../../components/form/form-image-field';
import { messages } from '../../../config/messages';
import { uploadCatalogImage } from '../api/mutations';
import type { ProductFormValues } from '../schemas';
import type { ModificatorPath } from './modificator-path';

const ImageField = FormImageField<ProductFormValues>;

/** The optional image of a modificator: uploaded as a catalogue image, the only one (order 1). */
export function ModificatorImage({ path }: { path: ModificatorPath }) {
  const image = useWatch<ProductFormValues, `${ModificatorPath}.image`>({ name: `${path}.image` });
  return (
    <ImageField
      name={`${path}.image`}
      label={messages.products.modificatorImage}
      send={(file, onProgress) => uploadCatalogImage(file, 1, onProgress)}
      previewAlt={image?.originalName}
      maxPreviewWidth={96}
    />
  );
}
