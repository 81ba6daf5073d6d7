import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'

export interface BuyBarProps {
  expired: boolean
  canCart: boolean
  adding: boolean
  onCart: () => void
  onAddToCart: () => void
  onBuy: () => void
}

/** The fixed bottom bar: the cart, add to cart and buy now; an expired product cannot be bought. */
export function BuyBar({ expired, canCart, adding, onCart, onAddToCart, onBuy }: BuyBarProps) {
  return (
    <View className='buy-bar' data-testid='buy-bar'>
      <View className='buy-bar__cart' onClick={onCart}>
        <Text>购物车</Text>
      </View>
      {expired ? (
        <Button className='buy-bar__main' disabled data-testid='buy-disabled'>
          商品已过期
        </Button>
      ) : (
        <View className='buy-bar__actions'>
          {canCart ? (
            <Button className='buy-bar__add' type='warning' loading={adding} onClick={onAddToCart} data-testid='add-to-cart'>
              加入购物车
            </Button>
          ) : null}
          <Button className='buy-bar__buy' type='primary' onClick={onBuy} data-testid='buy-now'>
            立即购买
          </Button>
        </View>
      )}
    </View>
  )
}
