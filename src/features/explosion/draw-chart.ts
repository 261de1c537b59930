/**
 * Draws a product's 30 days with uPlot (a small, maintained canvas chart library), imported only
 * by the details page when it has something to draw: no other page loads it.
 */
import uPlot from 'uplot'

import 'uplot/dist/uPlot.min.css'

import type { ProductDay } from '@/server/report/explosion'
import { colorChartFill, colorChartRank, colorPrimary } from '@/styles/colors'

export type ChartLabels = { sales: string; rank: string }

/** uPlot's own tick font, set explicitly so the axes can be sized to their widest value. */
const TICK_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif'
const TICK_SIZE = 10
const TICK_GAP = 5
/** Whole steps only: sales and ranks are counts (no "0.5" tick). */
const WHOLE_INCREMENTS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000]

/** The rank axis: whole ranks, never below 1, one rank of room either side of the data. */
export function rankRange(min: number, max: number): [number, number] {
  return [Math.max(1, Math.floor(min) - 1), Math.ceil(max) + 1]
}

let measuring: CanvasRenderingContext2D | null = null
/** A y axis as wide as its widest value plus ticks: the axis title never covers the numbers. */
const fitValues: uPlot.Axis.Size = (_chart, values) => {
  measuring ??= document.createElement('canvas').getContext('2d')
  if (!measuring || !values?.length) return 50
  measuring.font = TICK_FONT
  const widest = Math.max(...values.map((value) => measuring!.measureText(String(value ?? '')).width))
  return Math.ceil(widest) + TICK_SIZE + TICK_GAP + 4
}

const yAxis = (scale: string, label: string, side: 1 | 3): uPlot.Axis => ({
  scale,
  side,
  label,
  font: TICK_FONT,
  gap: TICK_GAP,
  ticks: { size: TICK_SIZE },
  size: fitValues,
  incrs: WHOLE_INCREMENTS,
})

/** Returns the function that removes the chart. */
export function drawChart(root: HTMLElement, days: ProductDay[], labels: ChartLabels): () => void {
  const times = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000)
  const sales = days.map((day) => day.daySales)
  const ranks = days.map((day) => day.rank)
  const chart = new uPlot(
    {
      width: Math.max(280, root.clientWidth),
      height: 280,
      scales: {
        x: { time: true },
        sales: { auto: true },
        // Rank 1 is the best: up.
        rank: { auto: true, dir: -1, range: (_chart, min, max) => rankRange(min, max) },
      },
      series: [
        {},
        { label: labels.sales, scale: 'sales', stroke: colorPrimary, width: 2, fill: colorChartFill },
        { label: labels.rank, scale: 'rank', stroke: colorChartRank, width: 2, dash: [6, 4], points: { show: true } },
      ],
      axes: [{}, yAxis('sales', labels.sales, 3), { ...yAxis('rank', labels.rank, 1), grid: { show: false } }],
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
