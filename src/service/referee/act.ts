import type { ServiceContext } from '../context';
import type { Principal } from '../types';
import { correct } from './correct';
import { endGame } from './end';
import { forceClose } from './force-close';
import { pauseGame } from './pause';
import { preview } from './preview';
import { replacePlayer } from './replace-player';
import { resume } from './resume';
import { rollback } from './rollback';
import type { RefereeRequest, RefereeResult } from './types';

/** One referee action, by name (docs/referee.md). */
export function refereeAct(ctx: ServiceContext, gameId: string, who: Principal, r: RefereeRequest): Promise<RefereeResult> {
  switch (r.action) {
    case 'preview':
      return preview(ctx, gameId, who);
    case 'force-close':
      return forceClose(ctx, gameId, who, r.reason);
    case 'rollback':
      return rollback(ctx, gameId, who, { to: r.to, reason: r.reason, ...(r.replay !== undefined ? { replay: r.replay } : {}) });
    case 'correct':
      return correct(ctx, gameId, who, { reason: r.reason, changes: r.changes, ...(r.visibleTo ? { visibleTo: r.visibleTo } : {}) });
    case 'replace-player':
      return replacePlayer(ctx, gameId, who, { side: r.side, reason: r.reason, ...(r.email !== undefined ? { email: r.email } : {}) });
    case 'pause':
      return pauseGame(ctx, gameId, who, r.reason);
    case 'resume':
      return resume(ctx, gameId, who, r.reason);
    case 'end':
      return endGame(ctx, gameId, who, r.reason, r.winner);
  }
}
