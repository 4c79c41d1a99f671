import { useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'

/** The message key of the first broken rule, per field. */
export type FieldErrors<Fields> = Partial<Record<keyof Fields, string>>

type StringFieldOf<Fields> = { [Key in keyof Fields]: Fields[Key] extends string ? Key : never }[keyof Fields]

/**
 * A form's values and their validation. A field shows its translated error once the user has been in it;
 * `valid` tells whether every rule holds (buttons stay disabled until then).
 * `messageValues` fills the placeholders of the messages, e.g. the password length limits.
 */
export function useForm<Fields extends object>(
  initial: Fields,
  validate: (fields: Fields) => FieldErrors<Fields>,
  messageValues?: Record<string, string | number>,
) {
  const { t } = useTranslation()
  const [fields, setFields] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({})
  const errors = validate(fields)
  const valid = Object.values(errors).every((message) => message === undefined)

  function update<Key extends keyof Fields>(field: Key, value: Fields[Key]) {
    setFields((current) => ({ ...current, [field]: value }))
    setTouched((current) => ({ ...current, [field]: true }))
  }

  /** Back to the initial values, with no field touched. */
  function reset() {
    setFields(initial)
    setTouched({})
  }

  /** Props that show a field's translated error once the user has been in it. */
  function validation(field: keyof Fields) {
    const message = touched[field] ? errors[field] : undefined
    return {
      error: message !== undefined,
      helperText: message ? t(message, messageValues) : ' ',
      onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    }
  }

  /** Value, change handler and validation props for a text field bound to a string field. */
  function bind<Key extends StringFieldOf<Fields>>(field: Key) {
    return {
      value: fields[field] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        update(field, event.target.value as Fields[Key]),
      ...validation(field),
    }
  }

  return { fields, errors, valid, update, reset, validation, bind }
}
