/** One measured figure, printed as `bench <name> <value> <unit>`. Every bench module's run() returns a list. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
}

/** The shape of a bench module: bench/<name>.bench.ts exporting `run`. */
export interface BenchModule {
  run(): Promise<Figure[]>;
}
