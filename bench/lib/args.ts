/** The benchmark's command-line flags (README "Benchmarks"). */
export type BenchArgs = {
  /** 1 = the full institution (100,000 students); 0.1 for a quick run. */
  scale: number;
  seed: number;
  /** The day the data is generated for (default: today in Istanbul). */
  today?: string;
  /** Seconds per load scenario (each is also bounded by a request count). */
  duration: number;
  connections: number;
  /**
   * The read scenarios run a second time at this many connections (0: not at all): latency
   * as one user feels it, apart from the queue a loaded 2-core machine builds at 32.
   */
  lowConnections: number;
  /** Generate again even when the database already holds this scale and seed. */
  regenerate: boolean;
  /** Wipe a DATABASE_URL database the benchmark did not create. */
  force: boolean;
  /** Only build the web app and print the bundle sizes (the old `npm run bench`). */
  bundleOnly: boolean;
  skipWeb: boolean;
  skipImport: boolean;
  /** Leave out the exam uploads (a 5,000-line file and one line per student). */
  skipExam: boolean;
  /** Exit 1 when a budget is missed. */
  strict: boolean;
  /** Run only the scenarios whose name contains one of these. */
  only: string[];
};

export const parseArgs = (argv: string[]): BenchArgs => {
  const args: BenchArgs = {
    scale: 0.1,
    seed: 1,
    duration: 0,
    connections: 32,
    lowConnections: 2,
    regenerate: false,
    force: false,
    bundleOnly: false,
    skipWeb: false,
    skipImport: false,
    skipExam: false,
    strict: false,
    only: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    switch (flag) {
      case '--scale':
        args.scale = Number(value());
        break;
      case '--seed':
        args.seed = Number(value());
        break;
      case '--today':
        args.today = value();
        break;
      case '--duration':
        args.duration = Number(value());
        break;
      case '--connections':
        args.connections = Number(value());
        break;
      case '--low-connections':
        args.lowConnections = Number(value());
        break;
      case '--regenerate':
        args.regenerate = true;
        break;
      case '--force':
        args.force = true;
        break;
      case '--bundle-only':
        args.bundleOnly = true;
        break;
      case '--skip-web':
        args.skipWeb = true;
        break;
      case '--skip-import':
        args.skipImport = true;
        break;
      case '--skip-exam':
        args.skipExam = true;
        break;
      case '--strict':
        args.strict = true;
        break;
      case '--only':
        args.only = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        break;
      default:
        throw new Error(`Unknown flag ${flag}. See README "Benchmarks".`);
    }
  }
  if (!(args.scale > 0 && args.scale <= 3)) throw new Error('--scale must be in (0, 3]');
  if (!(Number.isInteger(args.lowConnections) && args.lowConnections >= 0))
    throw new Error('--low-connections must be a whole number (0 leaves the second pass out)');
  if (!Number.isInteger(args.seed)) throw new Error('--seed must be an integer');
  if (args.today && !/^\d{4}-\d{2}-\d{2}$/.test(args.today)) throw new Error('--today must be YYYY-MM-DD');
  // Shorter scenarios at small scales, so a quick run stays quick.
  if (!args.duration) args.duration = args.scale >= 0.5 ? 15 : 3;
  return args;
};
