// What other areas may use from the catalog feature.
export { getProductsByIds } from './api/catalog';
export { productPath } from './components/ProductCard';
export { ProductList } from './components/ProductGrid';
