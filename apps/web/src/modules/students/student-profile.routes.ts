import type { RouteEntry } from '../../app/route-entry';

export const STUDENT_PROFILE_ROUTES: readonly RouteEntry[] = [];
