import { ProductList } from '../../features/products/components/product-list';

export default function ProductsRoute() {
  return <ProductList />;
}
