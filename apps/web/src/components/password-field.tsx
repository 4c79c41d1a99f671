import TextField, { type TextFieldProps } from '@mui/material/TextField'

/** A required password input; `kind` tells password managers whether it takes the current password or a new one. */
export function PasswordField({ kind, ...props }: TextFieldProps & { kind: 'current' | 'new' }) {
  return <TextField type="password" autoComplete={`${kind}-password`} required {...props} />
}
