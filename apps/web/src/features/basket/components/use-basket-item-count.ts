import { useEffect } from 'react'
import { getItemTotal, storeItemTotal } from '@/lib/auth-storage'
import { useBasket } from '../api/get-basket'
import { itemCount } from './basket-prices'

/** How many items the basket holds (the navbar badge); refreshed whenever the basket changes. */
export function useBasketItemCount(): number {
  const basket = useBasket()
  const count = basket.data ? itemCount(basket.data.Products) : undefined
  useEffect(() => {
    if (count !== undefined) storeItemTotal(count)
  }, [count])
  return count ?? getItemTotal()
}
