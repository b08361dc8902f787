import { afterEach, describe, expect, it } from 'vitest';
import { startDuel, submitDuel, type DuelGame } from '../support/duel-game';

let g: DuelGame;
afterEach(() => g?.db.dispose());

const submit = (file: Parameters<typeof submitDuel>[1]): Promise<void> => submitDuel(g, file);

describe("the window's latest files without their text (Reads.latestFileRecords)", () => {
  it('are the latest files, by side, each without `raw`', async () => {
    g = await startDuel();
    expect(await g.db.reads.latestFileRecords(g.game.id, 'T01/blue-fire')).toEqual([]);
    await submit({ side: 'blue', dice: 3, final: false });
    await submit({ side: 'red', final: false });
    await submit({ side: 'blue', dice: 2, final: false });
    const whole = await g.db.reads.latestFiles(g.game.id, 'T01/blue-fire');
    expect(whole.map((f) => [f.side, f.version])).toEqual([
      ['blue', 2],
      ['red', 1],
    ]);
    const records = await g.db.reads.latestFileRecords(g.game.id, 'T01/blue-fire');
    expect(records).toEqual(whole.map(({ side, version, fileHash, canonical, final, receipt }) => ({ side, version, fileHash, canonical, final, receipt })));
    // the one that still counts is the side's last version (what a submission numbers the next from)
    for (const r of records) expect(r.version).toBe(await g.db.reads.lastVersion(g.game.id, r.side, 'T01/blue-fire'));
  });
});
