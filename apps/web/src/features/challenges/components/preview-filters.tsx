import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Settings from '@mui/icons-material/Settings'
import type { FilterSetting } from '@pulp/shared'
import { DIFFICULTIES } from './challenge-display'
import { CategoryPills, MultiSelect, StatusSelect, TagSelect } from './filter-controls'
import { DEFAULT_FILTER_SETTING } from './preview-filter'

interface PreviewFiltersProps {
  filter: FilterSetting
  onChange: (filter: FilterSetting) => void
  categories: string[]
  tags: string[]
  /** while tutorials come first, only the search is open */
  locked: boolean
  onOpenSettings: () => void
}

/** Search, difficulty, status, tags, category pills, reset and the settings button. */
export function PreviewFilters({ filter, onChange, categories, tags, locked, onOpenSettings }: PreviewFiltersProps) {
  const { t } = useTranslation()
  const toggleCategory = (category: string) =>
    onChange({
      ...filter,
      categories: filter.categories.includes(category)
        ? filter.categories.filter((name) => name !== category)
        : [...filter.categories, category],
    })

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TextField
          size="small"
          type="search"
          label={t('LABEL_SEARCH_CHALLENGES')}
          value={filter.searchQuery ?? ''}
          onChange={(event) => onChange({ ...filter, searchQuery: event.target.value || null })}
          sx={{ flex: '1 1 200px' }}
        />
        {!locked && (
          <>
            <MultiSelect
              labelKey="LABEL_DIFFICULTY"
              options={DIFFICULTIES}
              value={filter.difficulties}
              onChange={(difficulties) => onChange({ ...filter, difficulties: [...difficulties].sort() })}
              optionLabel={(difficulty) => t('DIFFICULTY_STARS', { difficulty })}
            />
            <StatusSelect value={filter.status} onChange={(status) => onChange({ ...filter, status })} />
            <TagSelect tags={tags} value={filter.tags} onChange={(selected) => onChange({ ...filter, tags: selected })} />
          </>
        )}
        <Button size="small" onClick={() => onChange({ ...DEFAULT_FILTER_SETTING, restrictToTutorialChallengesFirst: filter.restrictToTutorialChallengesFirst })}>
          {t('BTN_RESET_FILTERS')}
        </Button>
        <Tooltip title={t('TITLE_SCORE_BOARD_SETTINGS')}>
          <IconButton aria-label={t('TITLE_SCORE_BOARD_SETTINGS')} onClick={onOpenSettings}>
            <Settings />
          </IconButton>
        </Tooltip>
      </Stack>
      {!locked && (
        <CategoryPills
          categories={categories}
          isPressed={(category) => filter.categories.includes(category)}
          onToggle={toggleCategory}
        />
      )}
    </Stack>
  )
}
