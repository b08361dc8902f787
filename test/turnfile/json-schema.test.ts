import { describe, expect, it } from 'vitest';
import { turnFileJsonSchema } from '#turnfile/json-schema';
import { schemas } from './order-schema';

describe('turnFileJsonSchema', () => {
  const schema = turnFileJsonSchema({ id: 'test-title', orderSchema: schemas.order, standingSchema: schemas.standing }) as {
    $schema: string;
    $id: string;
    required: string[];
    additionalProperties: boolean;
    properties: Record<string, { const?: string; pattern?: string; items?: { anyOf?: unknown[] }; maxLength?: number }>;
  };

  it('is draft 2020-12, named for the title', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toContain('test-title');
  });

  it('describes the envelope as written: final optional, unknown keys refused', () => {
    expect(schema.required.sort()).toEqual(['format', 'game', 'orders', 'side', 'window']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.format?.const).toBe('umpire-turn/1');
    expect(schema.properties.window?.pattern).toBe('^T\\d{2}\\/[a-z0-9-]+$');
    expect(schema.properties.entropy?.maxLength).toBe(64);
  });

  it("includes the title's orders", () => {
    expect(schema.properties.orders?.items?.anyOf).toHaveLength(2);
    expect(JSON.stringify(schema.properties.orders)).toContain('"move"');
  });
});
