import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '#db/open-store';
import type { CommitHooks } from '#db/commit/sqlite-commit';

export type TempStore = ReturnType<typeof openStore> & { file: string; dispose(): void };

/** A real SQLite file in a fresh temp folder, migrated; dispose() closes and deletes it. */
export function tempStore(hooks?: CommitHooks): TempStore {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-test-'));
  const file = join(dir, 'data', 'umpire.db');
  const store = openStore(file, hooks);
  return {
    ...store,
    file,
    dispose() {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
