import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import type { MockOrder } from '../orders-state'

dayjs.extend(customParseFormat)
const F = 'YYYY-MM-DD HH:mm:ss'

/** One step of a parcel's trace, as GET order/delivery/{id} sends it. */
export interface DeliveryTraceStep {
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string
  text: string
}

/** A shipment's trace, newest first. */
export function deliverySteps(shippedAt: string, received: boolean): DeliveryTraceStep[] {
  const t = dayjs(shippedAt, F)
  const steps: DeliveryTraceStep[] = [
    { time: t.format(F), text: '【深圳市】商家已发货，快递员已揽收' },
    { time: t.add(3, 'hour').format(F), text: '【深圳市】快件已到达 深圳宝安转运中心' },
    { time: t.add(9, 'hour').format(F), text: '【深圳市】快件已从 深圳宝安转运中心 发出，正在发往 深圳南山营业部' },
    { time: t.add(20, 'hour').format(F), text: '【深圳市】快件已到达 深圳南山营业部，快递员正在派送' },
  ]
  if (received) steps.push({ time: t.add(23, 'hour').format(F), text: '【深圳市】您的快件已签收，签收人：本人。感谢使用，期待再次为您服务' })
  return steps.reverse()
}

/** The service contract, as server HTML (the app must sanitize it). */
export function contractHtml(o: MockOrder): string {
  const items = o.lines.map((l) => `<li>${l.productName} × ${l.amount}</li>`).join('')
  return [
    '<h3 style="text-align:center">儿童康复服务协议</h3>',
    `<p>合同编号：HT${o.orderCode.slice(2)}</p>`,
    `<p>甲方（家长）：乐乐妈妈；乙方：阳光儿童康复中心</p>`,
    '<p><strong>第一条 服务内容</strong></p>',
    `<ul>${items}</ul>`,
    '<p><strong>第二条 服务期限</strong></p>',
    `<p>自 ${o.createTime.slice(0, 10)} 起一年内有效，课时用完或到期即终止。</p>`,
    '<p><strong>第三条 费用与退款</strong></p>',
    `<p>本合同费用合计 <span style="color:#00C094">¥${o.payMoney}</span>。未开始的课时可申请退款，已消耗课时按单价扣除。</p>`,
    '<p><strong>第四条 双方责任</strong></p>',
    '<p>乙方应按约定提供专业康复服务并保护儿童隐私；甲方应按时到课，如需请假请提前 24 小时告知。</p>',
    '<p><a href="javascript:alert(1)" onclick="alert(1)">查看补充条款</a></p>',
    '<script>window.__contract_injected = true</script>',
  ].join('')
}
