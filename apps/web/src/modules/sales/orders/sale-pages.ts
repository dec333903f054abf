/** The sale screens load as one chunk: whoever opens one usually opens the next. */
export { PaymentPlanPage } from './payment-plan-page';
export { SaleAddPage } from './sale-add-page';
export { SaleDetailPage } from './sale-detail-page';
