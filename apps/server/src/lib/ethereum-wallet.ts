import { createECDH, createHmac, pbkdf2Sync } from 'node:crypto'
import { keccak256 } from './keccak'

/** The order of the secp256k1 group. */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const HARDENED = 0x80000000

export interface EthereumAccount {
  /** `0x` + 64 lower-case hex digits, as ethers writes it */
  privateKey: string
  /** `0x` + the uncompressed point (65 bytes) in hex */
  publicKey: string
  /** EIP-55 mixed-case address */
  address: string
}

const toHex = (bytes: Uint8Array): string => `0x${Buffer.from(bytes).toString('hex')}`
const publicPoint = (privateKey: Uint8Array, format: 'compressed' | 'uncompressed'): Buffer => {
  const ecdh = createECDH('secp256k1')
  ecdh.setPrivateKey(privateKey)
  return ecdh.getPublicKey(null, format)
}

/** BIP-32 child key derivation for private keys. */
function deriveChild(key: Uint8Array, chainCode: Uint8Array, index: number): [Uint8Array, Uint8Array] {
  const indexBytes = Buffer.alloc(4)
  indexBytes.writeUInt32BE(index >>> 0)
  const data = index >= HARDENED ? Buffer.concat([Buffer.alloc(1), key, indexBytes]) : Buffer.concat([publicPoint(key, 'compressed'), indexBytes])
  const digest = createHmac('sha512', chainCode).update(data).digest()
  const child = (BigInt(`0x${digest.subarray(0, 32).toString('hex')}`) + BigInt(toHex(key))) % CURVE_ORDER
  return [Buffer.from(child.toString(16).padStart(64, '0'), 'hex'), digest.subarray(32)]
}

/** EIP-55: a hex letter is upper case where the Keccak hash of the lower-case address has a nibble of 8 or more. */
export function checksumAddress(hexAddress: string): string {
  const lower = hexAddress.toLowerCase().replace(/^0x/, '')
  const hash = keccak256(Buffer.from(lower, 'ascii')).toString('hex')
  return `0x${[...lower].map((char, i) => (Number.parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char)).join('')}`
}

/**
 * The account a wallet app makes first from a BIP-39 recovery phrase (path m/44'/60'/0'/0/0), computed the way
 * ethers does, with node:crypto for PBKDF2, HMAC and secp256k1.
 */
export function firstAccountOf(mnemonic: string): EthereumAccount {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const master = createHmac('sha512', 'Bitcoin seed').update(seed).digest()
  let [key, chainCode]: [Uint8Array, Uint8Array] = [master.subarray(0, 32), master.subarray(32)]
  for (const index of [44 + HARDENED, 60 + HARDENED, HARDENED, 0, 0]) [key, chainCode] = deriveChild(key, chainCode, index)
  const publicKey = publicPoint(key, 'uncompressed')
  const address = keccak256(publicKey.subarray(1)).subarray(12)
  return { privateKey: toHex(key), publicKey: toHex(publicKey), address: checksumAddress(toHex(address)) }
}
