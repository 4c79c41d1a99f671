import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import Chip from '@mui/material/Chip'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Stack from '@mui/material/Stack'
import type { ChallengeDisplayStatus } from '@pulp/shared'
import { labelKey } from './challenge-display'

const STATUS_OPTIONS: { value: ChallengeDisplayStatus | 'all'; labelKey: string }[] = [
  { value: 'all', labelKey: 'STATUS_ALL' },
  { value: 'unsolved', labelKey: 'STATUS_UNSOLVED' },
  { value: 'partially-solved', labelKey: 'STATUS_PARTIALLY_SOLVED' },
  { value: 'solved', labelKey: 'STATUS_SOLVED' },
]

export function StatusSelect({
  value,
  onChange,
}: {
  value: ChallengeDisplayStatus | null
  onChange: (status: ChallengeDisplayStatus | null) => void
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id={labelId}>{t('LABEL_STATUS')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('LABEL_STATUS')}
        value={value ?? 'all'}
        onChange={(event) => onChange(event.target.value === 'all' ? null : (event.target.value as ChallengeDisplayStatus))}
      >
        {STATUS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t(option.labelKey)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  )
}

/** A multi-select whose options are values with labels; an empty choice means "all". */
export function MultiSelect<Value extends string | number>({
  labelKey: label,
  options,
  value,
  onChange,
  optionLabel,
}: {
  labelKey: string
  options: readonly Value[]
  value: Value[]
  onChange: (value: Value[]) => void
  optionLabel: (option: Value) => string
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <FormControl size="small" sx={{ minWidth: 160, maxWidth: '100%' }}>
      <InputLabel id={labelId}>{t(label)}</InputLabel>
      <Select<Value[]>
        multiple
        labelId={labelId}
        label={t(label)}
        value={value}
        onChange={(event) => onChange(event.target.value as Value[])}
        renderValue={(selected) => selected.map(optionLabel).join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {optionLabel(option)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  )
}

export function TagSelect({ tags, value, onChange }: { tags: string[]; value: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation()
  return (
    <MultiSelect
      labelKey="LABEL_TAGS"
      options={tags}
      value={value}
      onChange={onChange}
      optionLabel={(tag) => t(labelKey('TAG', tag), { defaultValue: tag })}
    />
  )
}

/** One pill per category; a pressed pill is a category in view. */
export function CategoryPills({
  categories,
  isPressed,
  onToggle,
  disabled = false,
}: {
  categories: string[]
  isPressed: (category: string) => boolean
  onToggle: (category: string) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('LABEL_CATEGORIES')}>
      {categories.map((category) => {
        const pressed = isPressed(category)
        return (
          <Chip
            key={category}
            label={t(labelKey('CATEGORY', category), { defaultValue: category })}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onToggle(category)}
          />
        )
      })}
    </Stack>
  )
}
