import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe("zod, as the portal's modules import it", () => {
  it('runs without its JIT, so it never calls eval (new Function), which the Content Security Policy forbids', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('is zod itself, with its whole API', () => {
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: 'Jordan' })).toEqual({ success: true, data: { name: 'Jordan' } });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
