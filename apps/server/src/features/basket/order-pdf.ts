import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Order } from '@pulp/shared'
import { orderPdfFolderOf, type HasDataFolder } from '../../lib/shop-folders'

const money = (amount: number): string => `${amount.toFixed(2)}¤`

/** Writes the order confirmation `order_<orderId>.pdf` into the shop's data folder, from where /ftp offers it. */
export async function writeOrderPdf(shop: HasDataFolder, order: Order, shopName: string, placedAt: Date): Promise<string> {
  const folder = orderPdfFolderOf(shop)
  await mkdir(folder, { recursive: true })
  const file = join(folder, `order_${order.orderId}.pdf`)
  // loaded on the first order, not at start: pdfkit and its fonts cost start-up time and memory no request needs before
  const { default: PDFDocument } = await import('pdfkit')
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${shopName}: order ${order.orderId}` } })
  const finished = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file)
    out.on('finish', resolve)
    out.on('error', reject)
    pdf.pipe(out)
  })
  pdf.fontSize(20).text(shopName, { align: 'center' })
  pdf.moveDown().fontSize(14).text('Order confirmation')
  pdf.fontSize(11).text(`Order: #${order.orderId}`).text(`Placed on: ${placedAt.toUTCString()}`).text(`Customer: ${order.email}`)
  pdf.moveDown()
  for (const line of order.products) pdf.text(`${line.quantity} x ${line.name} at ${money(line.price)} each = ${money(line.total)}`)
  pdf.moveDown()
  if (order.promotionalAmount && order.promotionalAmount !== '0') pdf.text(`Discount: -${order.promotionalAmount}¤`)
  pdf.text(`Delivery: ${money(order.deliveryPrice ?? 0)}`)
  pdf.fontSize(13).text(`Total: ${money(order.totalPrice)}`)
  pdf.fontSize(11).text(`Bonus points earned: ${order.bonus}`)
  pdf.moveDown().text(order.delivered ? 'Delivered.' : `Expected delivery in ${order.eta} day${order.eta === '1' ? '' : 's'}. Thank you for your order!`)
  pdf.end()
  await finished
  return file
}
