import { describe, expect, test } from 'vitest';
import { ConfigError, loadEnv } from '#config/env';

describe('UMPIRE_ADMIN_TOKEN', () => {
  test('is any 16 or more printable ASCII characters: what an Authorization: Bearer header can carry', () => {
    expect(loadEnv({ UMPIRE_ADMIN_TOKEN: 'admin!#$%-0123456789' }).UMPIRE_ADMIN_TOKEN).toBe('admin!#$%-0123456789');
  });

  test.each([['a space', 'admin token 0123456789'], ['a character outside ASCII', 'ädmin-token-0123456789'], ['fewer than 16 characters', 'admin-0123']])(
    'with %s stops the start with a message naming the variable',
    (_what, token) => {
      expect(() => loadEnv({ UMPIRE_ADMIN_TOKEN: token })).toThrow(ConfigError);
      expect(() => loadEnv({ UMPIRE_ADMIN_TOKEN: token })).toThrow(/UMPIRE_ADMIN_TOKEN/);
    },
  );
});
