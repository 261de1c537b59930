import type { NextApiRequest, NextApiResponse } from 'next'

/**
 * Liveness (the image's HEALTHCHECK, Kubernetes' livenessProbe): the process answers. Never asks
 * the database, so an outage does not get healthy instances restarted; readiness is /api/ready.
 */
export default function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  res.status(200).json({ status: 'ok', uptime: Math.round(process.uptime()) })
}
