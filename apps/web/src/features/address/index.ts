// The feature's public face: what other features may use of it (lint allows imports of this file only).
export * from './components/address-card'
