/** Spec: a message up to 160 characters; an invoice of at most 100 000 bytes, as PDF, XML or ZIP. */
export const MAX_MESSAGE_LENGTH = 160
export const MAX_INVOICE_BYTES = 100_000
// vuln-code-snippet start uploadTypeChallenge uploadSizeChallenge deprecatedInterfaceChallenge
/** The types the file picker offers; the server itself takes any. */
export const INVOICE_TYPES = ['application/pdf', 'application/xml', 'text/xml', 'application/zip', 'application/x-zip-compressed', 'multipart/x-zip'] // vuln-code-snippet vuln-line uploadTypeChallenge deprecatedInterfaceChallenge

export function invoiceError(file: File | null): string | undefined {
  if (!file) return undefined
  if (!INVOICE_TYPES.includes(file.type)) return 'INVALID_FILE_TYPE' // vuln-code-snippet vuln-line uploadTypeChallenge
  return file.size > MAX_INVOICE_BYTES ? 'INVALID_FILE_SIZE' : undefined // vuln-code-snippet vuln-line uploadSizeChallenge
}
// vuln-code-snippet end uploadTypeChallenge uploadSizeChallenge deprecatedInterfaceChallenge

export function messageError(message: string): string | undefined {
  if (message.trim() === '') return 'MANDATORY_MESSAGE'
  return message.length > MAX_MESSAGE_LENGTH ? 'MAX_MESSAGE_LENGTH' : undefined
}
