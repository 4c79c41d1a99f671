import TextField, { type TextFieldProps } from '@mui/material/TextField'

export const TOTP_CODE_LENGTH = 6

/** A one-time code is exactly six digits (INVALID_TWO_FACTOR_AUTH_TOKEN otherwise, also when empty). */
export function totpCodeError(code: string): string | undefined {
  return new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(code) ? undefined : 'INVALID_TWO_FACTOR_AUTH_TOKEN'
}

/** A text field for the six-digit code of an authenticator app. */
export function TotpCodeField(props: TextFieldProps) {
  return (
    <TextField
      required
      autoComplete="one-time-code"
      {...props}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TOTP_CODE_LENGTH } }}
    />
  )
}
