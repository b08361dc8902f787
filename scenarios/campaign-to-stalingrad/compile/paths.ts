import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** scenarios/campaign-to-stalingrad/ */
export const SCENARIO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The generated bundle the title loads. */
export const BUNDLE_PATH = join(SCENARIO_DIR, 'dist', 'campaign-to-stalingrad.json');
/**
 * The printed south-map labels and their ids (35.6; the bundle's map.aliases), alone: the
 * turn-file schema reads them when it loads, without the whole bundle (docs/workers.md).
 */
export const PRINTED_HEXES_PATH = join(SCENARIO_DIR, 'dist', 'printed-hexes.json');
/** Scenario sources, in bundle order. */
export const SCENARIO_FILES = ['fall-blau.yaml', 'operation-uranus.yaml', 'campaign.yaml'];
