import { ProductLinksScreen } from '../../features/products/components/links/product-links-screen';

export default function ProductLinksRoute() {
  return <ProductLinksScreen />;
}
