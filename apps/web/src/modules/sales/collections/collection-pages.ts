export { CollectionDetailPage } from './collection-detail-page';
export { CollectionPage } from './collection-page';
