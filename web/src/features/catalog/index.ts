// What other areas may use from the catalog feature.
export { getProductsByIds, productsByIdsQueryOptions, useProductsByIds } from './api/get-products-by-ids';
export { productPath } from './components/ProductCard';
export { ProductList } from './components/ProductGrid';
export { useProductsStartingBetween } from './api/list-products-by-age';
