import { setFlagsFromString } from 'node:v8'

// Imported first by main.ts, before the heap has grown. V8 lets the young generation grow to 16 MB semi-spaces
// under load, which made the peak RSS of 20 busy connections some 50 MB higher than needed; 2 MB semi-spaces cost
// a little more scavenging and keep the peak under the 150 MB the shop allows itself (bench/README.md).
setFlagsFromString('--semi-space-growth-factor=1')
