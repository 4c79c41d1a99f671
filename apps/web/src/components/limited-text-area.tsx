import TextField, { type TextFieldProps } from '@mui/material/TextField'

type LimitedTextAreaProps = Omit<TextFieldProps, 'multiline' | 'minRows'> & { maxLength: number; value: string }

/** A required text of several lines, cut off at `maxLength`; unless an error shows, the helper counts the characters. */
export function LimitedTextArea({ maxLength, value, error, helperText, ...props }: LimitedTextAreaProps) {
  return (
    <TextField
      required
      multiline
      minRows={3}
      value={value}
      error={error}
      helperText={error ? helperText : `${value.length}/${maxLength}`}
      slotProps={{ htmlInput: { maxLength } }}
      {...props}
    />
  )
}
