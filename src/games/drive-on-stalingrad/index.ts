import bundle from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { DataBundle } from './data/schema';
import { createDriveOnStalingrad } from './ruleset';

/** Drive on Stalingrad over the shipped data bundle, parsed once at load. */
export const driveOnStalingrad = createDriveOnStalingrad(DataBundle.parse(bundle));

export { createDriveOnStalingrad, DOS_ENGINE_VERSION } from './ruleset';
export type { DosState } from './state/types';
