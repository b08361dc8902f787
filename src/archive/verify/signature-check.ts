import { headSignatureProblem } from '../head-signature';
import type { Archive } from '../types';
import type { VerifyReport } from './report';

/**
 * The server's signature on the archive's sealed head (docs/storage.md "Signed heads"),
 * checked after verifyArchive has recomputed the head: against `publicKey` (the server's,
 * from GET /api/key or the docs) when given, else against the key the archive names, which
 * shows only that the copy is as that key's holder signed it. Adds a `signature` check.
 */
export async function checkSignature(report: VerifyReport, input: unknown, publicKey?: string): Promise<VerifyReport> {
  if (!report.ok) return report;
  const archive = input as Archive;
  const sig = archive.signature;
  let problem: string | null;
  if (!sig) problem = publicKey === undefined ? null : 'the archive carries no signature (the server adds one to GET /api/games/:id/archive)';
  else problem = await headSignatureProblem(sig, archive.game.id, archive.logHead, publicKey ?? sig.publicKey);
  if (!sig && problem === null) return report;
  if (problem !== null) {
    const failure = { field: 'signature', check: 'signature' as const, message: problem };
    return {
      ...report,
      ok: false,
      summary: `Verification FAILED in signature (signature): ${problem}`,
      checks: [...report.checks, { name: 'signature', ok: false, detail: problem }],
      failure,
    };
  }
  const detail =
    publicKey !== undefined
      ? `logHead is signed by the key you gave, ${publicKey.toLowerCase()}`
      : `logHead is signed by the key the archive names, ${sig!.publicKey}: compare it with the server's (GET /api/key), or pass --key`;
  return { ...report, checks: [...report.checks, { name: 'signature', ok: true, detail }] };
}
