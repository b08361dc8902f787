import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { SCAN_DEPTH, yamlNestingIssue } from '#turnfile/read/yaml-nesting';

describe('yamlNestingIssue', () => {
  it('never refuses YAML nested within MAX_DEPTH, in block or flow style, whatever its strings hold', () => {
    const text = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', "'", '#', ' ', ':', '-', ',', '\\', 'a', '\n') });
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small', maxDepth: 30 }, text, fc.integer(), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(text, tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(value, fc.constantFrom('block', 'flow') as fc.Arbitrary<'block' | 'flow'>, (v, style) => {
        const yaml = stringify(v, { collectionStyle: style, lineWidth: 0 });
        expect(yamlNestingIssue(yaml)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('refuses as soon as open flow collections and block indentation pass the bound', () => {
    expect(yamlNestingIssue(`a: ${'['.repeat(SCAN_DEPTH)}${']'.repeat(SCAN_DEPTH)}\n`)).toBeNull();
    expect(yamlNestingIssue(`a: ${'['.repeat(SCAN_DEPTH + 1)}`)).toMatchObject({ code: 'too-deep', line: 1, column: 4 + SCAN_DEPTH });
    expect(yamlNestingIssue(`a:\n${'- '.repeat(SCAN_DEPTH / 2 + 1)}x\n`)).toMatchObject({ code: 'too-deep', line: 2, column: 1 });
  });

  it('does not count brackets inside quoted scalars or comments', () => {
    const many = '['.repeat(SCAN_DEPTH * 2);
    expect(yamlNestingIssue(`a: "${many}"\nb: '${many}'\n# ${many}\nc: [ "${many}", '${many}' ]\n`)).toBeNull();
  });
});
