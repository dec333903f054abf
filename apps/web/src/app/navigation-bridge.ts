/**
 * Lets non-React code (the HTTP client, session actions) navigate through the data router
 * without importing it, which would tie every page module to the router module.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate = (to) => window.location.assign(to);

export const setNavigator = (fn: Navigate): void => {
  navigateFn = fn;
};

export const navigateTo: Navigate = (to, options) => navigateFn(to, options);
