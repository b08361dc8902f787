import { applyD1Migrations, env } from 'cloudflare:test';

// The same migrations/ folder `wrangler d1 migrations apply` applies (and Node's migrator).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
