import { useWatch } from 'react-hook-form';
import { FormImageField } from '../../../components/form/form-image-field';
import { messages } from '../../../config/messages';
import { uploadCatalogImage } from '../api/mutations';
import type { ProductFormValues } from '../schemas';
import type { ModificatorPath } from './modificator-path';

const ImageField = FormImageField<ProductFormValues>;

/** The optional image of a modificator: uploaded as a catalogue image, the only one (order 1). */
export function ModificatorImage({ path }: { path: ModificatorPath }) {
  // Only the name, a string: an added or removed sibling hands every watcher a copied image
  // object, which would render this field again for nothing.
  const originalName = useWatch<
    ProductFormValues,
    `${ModificatorPath}.image`,
    ProductFormValues,
    string | undefined
  >({ name: `${path}.image`, compute: (image) => image?.originalName });
  return (
    <ImageField
      name={`${path}.image`}
      label={messages.products.modificatorImage}
      send={(file, onProgress) => uploadCatalogImage(file, 1, onProgress)}
      previewAlt={originalName}
      maxPreviewWidth={96}
    />
  );
}
