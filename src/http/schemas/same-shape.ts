/**
 * Compile-time proof that a wire schema's type and a service type describe the same
 * data: `true satisfies SameShape<z.infer<typeof s>, T>` fails to type-check as soon as
 * either side changes without the other.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
