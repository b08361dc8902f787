import bundleJson from '../../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import { BundleSchema, type Bundle } from '#games/campaign-to-stalingrad/data/schema';

/** The generated bundle, parsed. */
export const realBundle: Bundle = BundleSchema.parse(bundleJson);
