export const PRODUCT_NAME = 'Okul Paneli';

/** SPEC 2: the page title is the route title followed by the product name. */
export const pageTitle = (routeTitle: string | undefined): string =>
  routeTitle ? `${routeTitle} | ${PRODUCT_NAME}` : PRODUCT_NAME;
