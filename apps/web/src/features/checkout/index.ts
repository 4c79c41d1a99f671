// The feature's public face: what other features may use of it (lint allows imports of this file only).
export * from './components/checkout-storage'
export * from './components/order-items-table'
export * from './components/order-totals'
export * from './components/use-order-totals'
