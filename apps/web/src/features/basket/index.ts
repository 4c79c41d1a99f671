// The feature's public face: what other features may use of it (lint allows imports of this file only).
export * from './api/checkout-basket'
export * from './api/get-basket'
export * from './components/add-to-basket-button'
export * from './components/basket-prices'
export * from './components/coupon-form'
