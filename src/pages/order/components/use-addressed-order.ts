import { useAddressedLoad } from '@/components/page-kit/use-page-load'
import { useArea } from '@/stores/store-context'
import { orderArea } from '../model/order-area'
import type { OrderModel } from '../model/order-area'

/** A page about the order its address names (`?orderId=`): the order area's model, the id, and what the page needs of that order opened. */
export function useAddressedOrder(open: (model: OrderModel, orderId: string) => unknown) {
  const model = useArea(orderArea)
  const orderId = useAddressedLoad('orderId', model, open)
  return { model, orderId }
}
