import type { Ruleset } from '#kernel/engine/ruleset';
import { BundleSchema } from './campaign-to-stalingrad/data/schema';
import { createCampaignToStalingradEngines } from './campaign-to-stalingrad/engines';
import { DataBundle } from './drive-on-stalingrad/data/schema';
import { createDriveOnStalingrad } from './drive-on-stalingrad/ruleset';
import { KbBundleSchema } from './kharkov-battles/data/bundle';
import { createKharkovBattles } from './kharkov-battles/ruleset';
import { SosBundleSchema } from './streets-of-stalingrad/data/bundle';
import { sosDataOf } from './streets-of-stalingrad/game/data-of-bundle';
import { createStreetsOfStalingrad } from './streets-of-stalingrad/ruleset';

/**
 * A title as an edge that loads the data itself builds it (the Worker reads the bundles
 * from its static assets, docs/workers.md): the title's id, its generated data bundle
 * (`data`, relative to the repository), and the ruleset over the bundle once read, checked
 * by the same schema as the title's index.ts. Nothing here reads the file: importing this
 * module does not pull the bundles into a build, as importing `./index` does.
 */
export interface TitleSource {
  readonly id: string;
  readonly data: string;
  build(bundle: unknown): Ruleset<any>;
}

/** Every title Umpire referees (the same list, in the same order, as `rulesets` in ./index). */
export const titleSources: readonly TitleSource[] = [
  {
    id: 'drive-on-stalingrad',
    data: 'scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json',
    build: (bundle) => createDriveOnStalingrad(DataBundle.parse(bundle)),
  },
  {
    id: 'campaign-to-stalingrad',
    data: 'scenarios/campaign-to-stalingrad/dist/campaign-to-stalingrad.json',
    build: (bundle) => createCampaignToStalingradEngines(BundleSchema.parse(bundle)),
  },
  {
    id: 'kharkov-battles',
    data: 'scenarios/kharkov-battles/dist/kharkov-battles.json',
    build: (bundle) => createKharkovBattles(KbBundleSchema.parse(bundle)),
  },
  {
    id: 'streets-of-stalingrad',
    data: 'scenarios/streets-of-stalingrad/dist/streets-of-stalingrad.json',
    build: (bundle) => createStreetsOfStalingrad(sosDataOf(SosBundleSchema.parse(bundle))),
  },
];
