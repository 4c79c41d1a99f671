import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Star from '@mui/icons-material/Star'
import { useTranslation } from 'react-i18next'
import { DIFFICULTIES, tagsOf, type DisplayedChallenge, type ScoreBoardFilter } from './challenge-display'
import { CategoryPills, StatusSelect, TagSelect } from './filter-controls'

interface ScoreBoardFiltersProps {
  challenges: DisplayedChallenge[]
  categories: string[]
  filter: ScoreBoardFilter
  onChange: (filter: ScoreBoardFilter) => void
  /** set while tutorials must come first: the filters are locked */
  tutorialTier: number | null
}

export function ScoreBoardFilters({ challenges, categories, filter, onChange, tutorialTier }: ScoreBoardFiltersProps) {
  const { t } = useTranslation()
  const locked = tutorialTier !== null
  const everythingShown = filter.difficulties.length === DIFFICULTIES.length && filter.hiddenCategories.length === 0

  const solvedOf = (difficulty: number) => {
    const ofDifficulty = challenges.filter((challenge) => challenge.difficulty === difficulty)
    return `${ofDifficulty.filter(({ solved }) => solved).length}/${ofDifficulty.length}`
  }

  const toggleCategory = (category: string) => {
    const hidden = filter.hiddenCategories.includes(category)
    onChange({
      ...filter,
      hiddenCategories: hidden
        ? filter.hiddenCategories.filter((name) => name !== category)
        : [...filter.hiddenCategories, category],
    })
  }

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          value={locked ? DIFFICULTIES.filter((difficulty) => difficulty <= tutorialTier) : filter.difficulties}
          onChange={(_event, difficulties: number[]) => onChange({ ...filter, difficulties })}
          aria-label={t('LABEL_DIFFICULTY')}
          size="small"
          disabled={locked}
          sx={{ flexWrap: 'wrap' }}
        >
          {DIFFICULTIES.map((difficulty) => (
            <ToggleButton key={difficulty} value={difficulty} title={t('DIFFICULTY_STARS', { difficulty })}>
              {difficulty}
              <Star fontSize="small" sx={{ mx: 0.5 }} />
              <small>{solvedOf(difficulty)}</small>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          size="small"
          disabled={locked}
          onClick={() =>
            onChange(
              everythingShown
                ? { ...filter, difficulties: [], hiddenCategories: [...categories] }
                : { ...filter, difficulties: [...DIFFICULTIES], hiddenCategories: [] },
            )
          }
        >
          {t(everythingShown ? 'BTN_HIDE_ALL' : 'BTN_SHOW_ALL')}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={filter.showSolved}
              disabled={locked}
              onChange={(event) => onChange({ ...filter, showSolved: event.target.checked })}
            />
          }
          label={t('SHOW_SOLVED')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filter.tutorialOnly}
              disabled={locked}
              onChange={(event) => onChange({ ...filter, tutorialOnly: event.target.checked })}
            />
          }
          label={t('SHOW_TUTORIALS_ONLY')}
        />
        {!locked && (
          <>
            <StatusSelect value={filter.status} onChange={(status) => onChange({ ...filter, status })} />
            <TagSelect tags={tagsOf(challenges)} value={filter.tags} onChange={(tags) => onChange({ ...filter, tags })} />
          </>
        )}
      </Stack>
      <CategoryPills
        categories={categories}
        isPressed={(category) => !filter.hiddenCategories.includes(category)}
        onToggle={toggleCategory}
        disabled={locked}
      />
    </Stack>
  )
}
