import bundle from '../../../scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json';
import { SosBundleSchema } from './data/bundle';
import { sosDataOf } from './game/data-of-bundle';
import { createStreetsOfStalingrad } from './ruleset';

/** Streets of Stalingrad: its eight scenarios (SoS 2.31; #4 to #8 reconstructed), over the generated bundle. */
export const streetsOfStalingrad = createStreetsOfStalingrad(sosDataOf(SosBundleSchema.parse(bundle)));
