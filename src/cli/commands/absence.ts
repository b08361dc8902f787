import { requiredOpt, stringOpt } from '../args';
import type { Command } from '../command';

export const absenceCommand: Command = {
  name: 'absence',
  summary: 'Declare a player absence: deadlines falling in it move past its end',
  usage: 'GAME --from YYYY-MM-DD --until YYYY-MM-DD --token TOKEN [--side SIDE]',
  description: [
    "Declares that a side is away from --from to --until (whole days in the game's time zone, both",
    "included). A side's token declares for its own side; the referee token names the side with --side.",
    'A deadline of a window waiting for that side that falls in the absence moves past its end (by the',
    "game's timing option afterAbsenceHours, 24 hours unless set); the open window's deadline moves at",
    'once. Prints the open window\'s deadline after the absence. See docs/deadlines.md.',
  ].join('\n'),
  options: {
    from: { type: 'string', value: 'DATE', help: 'First day away, YYYY-MM-DD' },
    until: { type: 'string', value: 'DATE', help: 'Last day away, YYYY-MM-DD (at most 60 days after --from)' },
    token: { type: 'string', value: 'TOKEN', help: "The side's token, or the referee token" },
    side: { type: 'string', value: 'SIDE', help: 'The side away (needed with the referee token)' },
  },
  positionals: { min: 1, max: 1 },
  async run({ args, client, out }) {
    const side = stringOpt(args, 'side');
    const input = { from: requiredOpt(args, 'from'), until: requiredOpt(args, 'until'), ...(side ? { side } : {}) };
    const result = await (await client()).declareAbsence(args.positionals[0]!, requiredOpt(args, 'token'), input);
    out.result(result, () => [
      `Absence   ${result.side}, ${result.from} to ${result.until} (game ${result.game})`,
      `Deadline  ${result.deadline ?? 'no window is open'}${result.moved ? ' (moved by this absence)' : ''}`,
    ]);
    return 0;
  },
};
