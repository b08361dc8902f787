// What these tests use of @cloudflare/vitest-pool-workers' `cloudflare:test` module, typed
// without the Workers global types (which would clash with @types/node in this project).
declare module 'cloudflare:test' {
  interface D1Migration {
    name: string;
    queries: string[];
  }
  interface D1Statement {
    bind(...values: unknown[]): D1Statement;
    all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
    run(): Promise<unknown>;
  }
  interface TestExecutionContext {
    waitUntil(promise: Promise<unknown>): void;
    passThroughOnException(): void;
  }
  /** The Worker's bindings: wrangler.toml plus the test bindings of vitest.config.ts. */
  export const env: {
    DB: { prepare(sql: string): D1Statement };
    TEST_MIGRATIONS: D1Migration[];
    UMPIRE_ADMIN_TOKEN: string;
    [binding: string]: unknown;
  };
  export function applyD1Migrations(db: unknown, migrations: D1Migration[], migrationsTableName?: string): Promise<void>;
  export function createExecutionContext(): TestExecutionContext;
  export function waitOnExecutionContext(ctx: TestExecutionContext): Promise<void>;
}
