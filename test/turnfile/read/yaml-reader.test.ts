import { describe, expect, it } from 'vitest';
import { readYaml } from '#turnfile/read/yaml-reader';

const value = (text: string): unknown => {
  const r = readYaml(text);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
};

describe('readYaml', () => {
  it('reads YAML 1.2: yes/no/on/off stay strings, digits with a leading zero stay text', () => {
    expect(value('a: yes\nb: off\nc: 0233\nd: 2725\ne: 1.5\nf: ~\ng: "0233"\nh: -012\n')).toEqual({
      a: 'yes', b: 'off', c: '0233', d: 2725, e: 1.5, f: null, g: '0233', h: '-012',
    });
  });

  it('remembers the text of bare digits', () => {
    const r = readYaml('a: [2725, "2726", 27.5]\n');
    if (!r.ok) throw new Error('expected ok');
    expect([...r.digitText.entries()]).toEqual([['["a",0]', '2725']]);
  });

  it('allows a few aliases, expanding them', () => {
    expect(value('p: &p [2725, 2726]\nq: *p\n')).toEqual({ p: [2725, 2726], q: [2725, 2726] });
  });

  it('stops an alias bomb before it expands', () => {
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(',')}]`);
    }
    const r = readYaml(`${levels.join('\n')}\n`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.code)).toEqual(['yaml-aliases']);
  });

  it('keeps a "__proto__" key as plain data', () => {
    const v = value('__proto__: { polluted: true }\n') as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['a complex key', '? [a, b]\n: 1\n'],
    ['a tagged binary value', 'a: !!binary aGVsbG8=\nb: !!timestamp 2001-12-14\n'],
  ])('refuses or reads %s as plain data, never a non-JSON value', (_, text) => {
    const r = readYaml(text);
    if (r.ok) expect(JSON.parse(JSON.stringify(r.value))).toEqual(r.value);
    else expect(r.issues.length).toBeGreaterThan(0);
  });
});
