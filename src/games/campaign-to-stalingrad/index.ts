import bundle from '../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import { BundleSchema } from './data/schema';
import { createCampaignToStalingrad } from './ruleset';

/** Campaign To Stalingrad (Rhino Game Co.): Section I, the Basic Game, over the generated bundle. */
export const campaignToStalingrad = createCampaignToStalingrad(BundleSchema.parse(bundle));
