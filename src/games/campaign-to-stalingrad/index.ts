import bundle from '../../../scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json';
import { BundleSchema } from './data/schema';
import { createCampaignToStalingradEngines } from './engines';

/** Campaign To Stalingrad (Rhino Game Co.): Section I, the Basic Game, over the generated bundle (each engine's games on their own data). */
export const campaignToStalingrad = createCampaignToStalingradEngines(BundleSchema.parse(bundle));
