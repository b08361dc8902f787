import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';

describe('the order kinds a window takes follow the sections a scenario plays', () => {
  it('28.2, 30.0: a Fall Blau window (Section I) takes no Artillery Division side and no German regiment', () => {
    const w = cts.window(cts.setup('fall-blau'))!;
    expect(w.accepts).not.toContain('regiment');
    expect(w.accepts).not.toContain('mobility');
  });
  it('28.2, 30.0: the first Operation Uranus window (Section II, the Soviet Combat Phase) takes both', () => {
    const w = cts.window(cts.setup('operation-uranus'))!;
    expect(w.accepts).toEqual(expect.arrayContaining(['mobility', 'regiment']));
  });
});
