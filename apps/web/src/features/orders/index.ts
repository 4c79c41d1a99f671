// The feature's public face: what other features may use of it (lint allows imports of this file only).
export * from './api/get-order-history'
export * from './api/track-order'
export * from './components/order-links'
