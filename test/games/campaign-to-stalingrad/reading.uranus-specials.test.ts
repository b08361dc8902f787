import { describe, it } from 'vitest';

/** Reading of CtS 36.1 (2), (3), 36.6 and Errata 2 against the code: one test for each row found to differ. */
describe('reading of the 5th Tank Army bonus and the Uranus line holding (CtS 36.1, 36.6)', () => {
  it.todo('rows found to differ get their test here');
});
