import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** scenarios/kharkov-battles/ */
export const SCENARIO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The generated bundle the title loads. */
export const BUNDLE_PATH = join(SCENARIO_DIR, 'dist', 'kharkov-battles.json');
/** The map sources, relative to SCENARIO_DIR: the shared ground and one sheet per printed map. */
export const MAP_FILES = { geography: 'map/geography.yaml', KB: 'map/kb.yaml', KH: 'map/kh.yaml' } as const;
