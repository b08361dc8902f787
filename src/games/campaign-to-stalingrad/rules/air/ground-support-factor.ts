import type { AirUnitSpec } from '#games/campaign-to-stalingrad/data/schema';

/**
 * CtS 23.11 an air unit's Ground Support Factor: GS and FB types their Bombing Factor, B
 * types half of it with fractions rounded up; F types none (digest 3.13).
 */
export function groundSupportFactor(spec: Pick<AirUnitSpec, 'type' | 'bombing'>): number {
  if (spec.type === 'GS' || spec.type === 'FB') return spec.bombing;
  if (spec.type === 'B') return Math.ceil(spec.bombing / 2);
  return 0;
}
