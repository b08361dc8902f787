import bundle from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { KbBundleSchema } from './data/bundle';
import { createKharkovBattles } from './ruleset';

/** Kharkov Battles: 'Operation Star', Second Kharkov and Third Kharkov (KB 20.1-20.3), over the generated bundle. */
export const kharkovBattles = createKharkovBattles(KbBundleSchema.parse(bundle));
