// The bundle's entry point (dist/main.js, see build.mjs): the heap limits are set before any other module loads,
// since V8 grows the young generation while the modules and the seed are read, then the server starts. Under tsx,
// src/main.ts runs directly.
import './heap-limits'

await import('./main')
