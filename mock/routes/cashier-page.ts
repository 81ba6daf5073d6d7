import dayjs from 'dayjs'
import type { MockOrder } from '../orders-state'

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The mock's clock text, 'YYYY-MM-DD HH:mm:ss' in local time. */
export const mockNow = (): string => dayjs().format('YYYY-MM-DD HH:mm:ss')

/** A small cashier page: the order, and buttons that tell the mock how the payment ended. */
export function cashierPage(order: MockOrder | undefined, back: string): string {
  const body = order
    ? `<p class="code">订单号 ${esc(order.orderCode)}</p><p class="money">¥${esc(order.payMoney)}</p>
       <form method="get" action="/mock/cashier/result">
         <input type="hidden" name="orderId" value="${esc(order.orderId)}"><input type="hidden" name="return" value="${esc(back)}">
         <button name="result" value="ok" class="pay">支付</button>
         <button name="result" value="cancel">取消</button>
         <button name="result" value="fail">失败</button>
       </form>`
    : '<p>订单不存在</p>'
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>模拟收银台</title><style>body{font-family:sans-serif;margin:0;padding:32px 20px;background:#f6f7f9;text-align:center}
h1{font-size:18px}.money{font-size:32px;color:#00C094;font-weight:600}.code{color:#666}
button{display:block;width:100%;margin:12px 0;padding:12px;border-radius:22px;border:1px solid #ddd;background:#fff;font-size:16px}
.pay{background:#00C094;color:#fff;border-color:#00C094}</style></head>
<body><h1>模拟收银台</h1>${body}</body></html>`
}
