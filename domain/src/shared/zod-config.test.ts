import './zod-config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod-config', () => {
  it('turns off the eval compiler for every schema zod builds afterwards', () => {
    expect(z.config().jitless).toBe(true);
    // Zod's own locale setup runs after ours: the messages still come in English.
    const result = z.object({ title: z.string() }).safeParse({ title: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/expected string/i);
  });
});
