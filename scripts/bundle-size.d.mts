/** Types for bundle-size.mjs, which bench/run.ts imports. */
export type RouteGroupSize = { group: string; gzipBytes: number };
export const ROUTE_GROUPS: Record<string, string>;
export function measureRouteGroups(): unknown[];
