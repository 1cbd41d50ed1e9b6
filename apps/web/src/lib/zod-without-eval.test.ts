import { afterEach, describe, expect, it, vi } from 'vitest';
import './zod-without-eval';

afterEach(() => vi.restoreAllMocks());

describe('zod without eval (main.tsx imports it first)', () => {
  it('turns on the setting zod reads (z.config()): a schema made after it parses and never asks for eval', async () => {
    const evaluate = vi.spyOn(globalThis, 'Function');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), price: z.number() });
    expect(schema.safeParse({ name: 'Jollof', price: 1500 }).success).toBe(true);
    expect(schema.safeParse({ name: 'Jollof' }).success).toBe(false);
    expect(evaluate).not.toHaveBeenCalled();
  });
});
