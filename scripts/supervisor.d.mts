/** Types of supervisor.mjs for the TypeScript that imports it (the bench). */
export declare const heapLimitMb: (env?: NodeJS.ProcessEnv) => number;
export declare const supervise: (env?: NodeJS.ProcessEnv) => void;
