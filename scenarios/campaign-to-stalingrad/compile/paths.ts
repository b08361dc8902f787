import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** scenarios/campaign-to-stalingrad/ */
export const SCENARIO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The generated bundle the title loads. */
export const BUNDLE_PATH = join(SCENARIO_DIR, 'dist', 'campaign-to-stalingrad.json');
/** Scenario sources, in bundle order. */
export const SCENARIO_FILES = ['fall-blau.yaml'];
