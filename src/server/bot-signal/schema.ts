/** The shape of an opened signal (src/lib/bot-signal/signal.ts BotSignal): anything else is unreadable. */
import { z } from 'zod'

import type { BotSignal } from '@/lib/bot-signal/signal'

export const botSignalSchema: z.ZodType<BotSignal> = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
    ua: z.string().max(512),
    screen: z.object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) }).strict(),
    viewport: z.object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) }).strict(),
    click: z.object({ x: z.number().finite(), y: z.number().finite(), trusted: z.boolean() }).strict().nullable(),
    sinceOpenMs: z.number().int().min(0).max(30 * 24 * 3600 * 1000),
    automation: z
      .object({
        webdriver: z.boolean(),
        markers: z.array(z.string().max(64)).max(20),
      })
      .strict(),
  })
  .strict()

