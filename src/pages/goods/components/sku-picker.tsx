import { Text, View } from '@tarojs/components'
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper'
import type { ProductSku } from '@/shared/product/product-detail-api'

export interface SkuPickerProps {
  skus: ProductSku[]
  skuId: string | null
  amount: number
  /** quantity fixed at 1: no stepper */
  fixedAmount: boolean
  onSku: (skuId: string) => void
  onAmount: (amount: number) => void
}

/** Sku chips (sold-out ones disabled) and, where the quantity is free, a stepper. */
export function SkuPicker({ skus, skuId, amount, fixedAmount, onSku, onAmount }: SkuPickerProps) {
  if (skus.length <= 1 && fixedAmount) return null
  return (
    <View className='detail-card detail-section'>
      {skus.length > 1 ? (
        <>
          <Text className='detail-section__title'>规格</Text>
          <View className='chips'>
            {skus.map((s) => {
              const soldOut = Number(s.stock) <= 0
              return (
                <Text
                  key={s.skuId}
                  className={`chip ${s.skuId === skuId ? 'is-active' : ''} ${soldOut ? 'is-disabled' : ''}`}
                  data-testid='sku'
                  aria-disabled={soldOut}
                  onClick={() => !soldOut && onSku(s.skuId)}
                >
                  {s.skuName}
                  {soldOut ? '（售罄）' : ''}
                </Text>
              )
            })}
          </View>
        </>
      ) : null}
      {fixedAmount ? null : (
        <View className='detail-section__row'>
          <Text className='detail-section__title'>数量</Text>
          <QuantityStepper value={amount} onChange={onAmount} />
        </View>
      )}
    </View>
  )
}
