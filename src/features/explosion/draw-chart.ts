/**
 * Draws a product's 30 days with uPlot (a small, maintained canvas chart library), imported only
 * by the details page when it has something to draw: no other page loads it.
 */
import uPlot from 'uplot'

import 'uplot/dist/uPlot.min.css'

import type { ProductDay } from '@/server/report/explosion'

export type ChartLabels = { sales: string; rank: string }

/** Returns the function that removes the chart. */
export function drawChart(root: HTMLElement, days: ProductDay[], labels: ChartLabels): () => void {
  const times = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000)
  const sales = days.map((day) => day.daySales)
  const ranks = days.map((day) => day.rank)
  const chart = new uPlot(
    {
      width: Math.max(280, root.clientWidth),
      height: 280,
      scales: { x: { time: true }, sales: { auto: true }, rank: { auto: true, dir: -1 } },
      series: [
        {},
        { label: labels.sales, scale: 'sales', stroke: '#005bff', width: 2, fill: 'rgba(0, 91, 255, 0.08)' },
        { label: labels.rank, scale: 'rank', stroke: '#e8590c', width: 2, dash: [6, 4], points: { show: true } },
      ],
      axes: [{}, { scale: 'sales', label: labels.sales }, { scale: 'rank', side: 1, label: labels.rank, grid: { show: false } }],
    },
    [times, sales, ranks],
    root,
  )
  const resize = () => chart.setSize({ width: Math.max(280, root.clientWidth), height: 280 })
  window.addEventListener('resize', resize)
  return () => {
    window.removeEventListener('resize', resize)
    chart.destroy()
  }
}
