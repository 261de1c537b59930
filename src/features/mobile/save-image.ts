import { colorSurface, colorText } from '@/styles/colors'

/**
 * The contact popup's "save image" (spec section 9: a 400 × 400 canvas): the customer-service QR
 * code on white with the nickname under it, as a PNG.
 */
export const SAVED_IMAGE_SIZE = 400

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(`could not load ${url}`))
    image.src = url
  })
}

/** Draws the image; rejects when the QR code cannot be loaded or drawn. */
export async function drawContactImage(qrUrl: string, caption: string): Promise<HTMLCanvasElement> {
  const qr = await loadImage(qrUrl)
  const canvas = document.createElement('canvas')
  canvas.width = SAVED_IMAGE_SIZE
  canvas.height = SAVED_IMAGE_SIZE
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.fillStyle = colorSurface
  context.fillRect(0, 0, SAVED_IMAGE_SIZE, SAVED_IMAGE_SIZE)
  const side = caption ? 320 : 360
  // A QR code stays sharp when scaled by whole pixels' worth: no smoothing.
  context.imageSmoothingEnabled = false
  context.drawImage(qr, (SAVED_IMAGE_SIZE - side) / 2, caption ? 24 : 20, side, side)
  if (caption) {
    context.fillStyle = colorText
    context.font = '18px -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif'
    context.textAlign = 'center'
    context.textBaseline = 'middle'
    context.fillText(caption, SAVED_IMAGE_SIZE / 2, 372, SAVED_IMAGE_SIZE - 32)
  }
  return canvas
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'))
}

/** Starts the download of `blob` as `filename`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
