/**
 * Keccak-256 as Ethereum uses it (the original Keccak padding 0x01, not SHA3-256's 0x06), which node:crypto
 * does not offer. Lanes are BigInts: slow, but it hashes a few public keys, not data.
 */
const MASK = (1n << 64n) - 1n
const RATE_BYTES = 136
const ROUND_CONSTANTS: bigint[] = []
const ROTATIONS: number[] = []
const PI_LANES: number[] = []

// the round constants, rotation offsets and lane permutation, generated as the specification defines them
{
  let r = 1
  for (let round = 0; round < 24; round += 1) {
    let constant = 0n
    for (let j = 0; j < 7; j += 1) {
      r = ((r << 1) ^ ((r >> 7) * 0x71)) % 256
      if (r & 2) constant ^= 1n << ((1n << BigInt(j)) - 1n)
    }
    ROUND_CONSTANTS.push(constant)
  }
  let [x, y] = [1, 0]
  for (let t = 0; t < 24; t += 1) {
    ROTATIONS.push((((t + 1) * (t + 2)) / 2) % 64)
    PI_LANES.push(x + 5 * y)
    ;[x, y] = [y, (2 * x + 3 * y) % 5]
  }
}

const rotl = (lane: bigint, bits: number): bigint => (bits === 0 ? lane : ((lane << BigInt(bits)) | (lane >> BigInt(64 - bits))) & MASK)

function permute(state: bigint[]): void {
  for (let round = 0; round < 24; round += 1) {
    const parity = [0, 1, 2, 3, 4].map((x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!)
    for (let x = 0; x < 5; x += 1) {
      const d = parity[(x + 4) % 5]! ^ rotl(parity[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) state[x + y] = state[x + y]! ^ d
    }
    // rho and pi: walk the cycle of the 24 lanes that move, rotating each into the place of the next
    let carried = state[1]!
    for (let t = 0; t < 24; t += 1) {
      const target = PI_LANES[(t + 1) % 24]!
      const next = state[target]!
      state[target] = rotl(carried, ROTATIONS[t]!)
      carried = next
    }
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5)
      for (let x = 0; x < 5; x += 1) state[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & MASK & row[(x + 2) % 5]!)
    }
    state[0] = state[0]! ^ ROUND_CONSTANTS[round]!
  }
}

export function keccak256(data: Uint8Array): Buffer {
  const padded = Buffer.alloc((Math.floor(data.length / RATE_BYTES) + 1) * RATE_BYTES)
  padded.set(data)
  padded[data.length] = padded[data.length]! ^ 0x01
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80
  const state: bigint[] = new Array<bigint>(25).fill(0n)
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane += 1) state[lane] = state[lane]! ^ padded.readBigUInt64LE(offset + lane * 8)
    permute(state)
  }
  const out = Buffer.alloc(32)
  for (let lane = 0; lane < 4; lane += 1) out.writeBigUInt64LE(state[lane]!, lane * 8)
  return out
}
