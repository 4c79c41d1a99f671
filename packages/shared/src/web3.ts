import { z } from 'zod'

/** POST /rest/web3/submitKey: a wallet's private key, as `0x` and 64 hex digits (anything else is simply wrong). */
export const submitKeyRequestSchema = z.object({ privateKey: z.string().max(200) })
export type SubmitKeyRequest = z.infer<typeof submitKeyRequestSchema>

export interface SubmitKeyAnswer {
  success: boolean
  message: string
}
