/** SPEC 9 constants of the client. */
export const TOKEN_KEY = 'id_token';
export const NOTICE_SECONDS = { success: 2, badRequest: 4, serverError: 5 } as const;
export const BAD_GATEWAY_REDIRECT_MS = 1000;
export const ROUTE_PATH_HEADER = 'X-Route-Path';
