import { createHash, createHmac } from 'node:crypto';

/**
 * A second, independent implementation of docs/dice.md written with node:crypto and
 * Buffers, the way an outside verifier would write it. Tests compare it with the kernel.
 */
export function independentRoll(key: Buffer, ctxHex: string, label: string, sides: number): number {
  const limit = Math.floor(2 ** 32 / sides) * sides;
  for (let j = 0; ; j++) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(j);
    const msg = Buffer.concat([Buffer.from(ctxHex, 'hex'), Buffer.from([0]), Buffer.from(label, 'ascii'), Buffer.from([0]), counter]);
    const block = createHmac('sha256', key).update(msg).digest();
    for (let w = 0; w < 32; w += 4) {
      const u = block.readUInt32BE(w);
      if (u < limit) return (u % sides) + 1;
    }
  }
}

export const publicKey = (seedHex: string): Buffer => Buffer.from(seedHex, 'hex');
export const hiddenKey = (saltHex: string, seedHex: string): Buffer => Buffer.from(saltHex + seedHex, 'hex');

export function independentCommitment(saltHex: string, label: string, value: number): string {
  const v = Buffer.alloc(4);
  v.writeUInt32BE(value);
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from(saltHex, 'hex'), Buffer.from([0]), Buffer.from(label, 'ascii'), Buffer.from([0]), v]))
    .digest('hex');
}
