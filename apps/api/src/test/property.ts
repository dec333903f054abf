/**
 * A property test's work is bounded by its run count and each run's length, not by the clock:
 * on a loaded machine it may take minutes, so its timeout only catches a hang.
 */
export const PROPERTY_HANG_GUARD_MS = 15 * 60_000;
