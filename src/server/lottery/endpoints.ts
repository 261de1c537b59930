/** The lottery's rows under the user service's base (src/server/services.ts merges them). */
import { body, type Endpoint, PUBLIC, query, read } from '@/server/http/endpoint'

import * as schemas from './schemas'
import * as lottery from './service'

export const LOTTERY_ENDPOINTS = {
  // The lottery (ours, issue 16): state and my chances, the draw, records, winners, invitations, prize claims.
  '/lottery/status': query('GET', schemas.activitySchema, lottery.status, { auth: 'optional' }),
  '/lottery/draw': body(schemas.drawSchema, lottery.draw, { auth: 'session', event: 'draw' }),
  '/lottery/records': query('GET', schemas.activitySchema, lottery.records, { auth: 'session' }),
  '/lottery/prizes': read(lottery.prizes),
  '/lottery/winners': query('GET', schemas.activitySchema, lottery.winners, PUBLIC),
  // The draw log anyone (a script, curl) re-computes: no risk header, a budget per address.
  '/lottery/fairness': query('GET', schemas.fairnessSchema, lottery.fairness, { ...PUBLIC, openData: true, limits: [['publicLogPerIpHour', 'ip']] }),
  '/lottery/invitations': query('GET', schemas.activitySchema, lottery.invitations, { auth: 'session' }),
  '/lottery/claim': query('GET', schemas.claimQuerySchema, lottery.claim, { auth: 'session' }),
  '/lottery/saveClaim': body(schemas.claimSchema, lottery.saveDelivery, { auth: 'session' }),
} satisfies Record<string, Endpoint>
