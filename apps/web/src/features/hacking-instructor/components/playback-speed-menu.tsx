import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Speed from '@mui/icons-material/Speed'
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '../tutorial'

const SPEED_LABELS: Record<PlaybackSpeed, string> = {
  faster: 'INSTRUCTOR_SPEED_FASTER',
  fast: 'INSTRUCTOR_SPEED_FAST',
  normal: 'INSTRUCTOR_SPEED_NORMAL',
  slow: 'INSTRUCTOR_SPEED_SLOW',
  slower: 'INSTRUCTOR_SPEED_SLOWER',
}

interface PlaybackSpeedMenuProps {
  speed: PlaybackSpeed
  onChange: (speed: PlaybackSpeed) => void
}

/** Chooses how long the instructor's timed hints stay before it moves on. */
export function PlaybackSpeedMenu({ speed, onChange }: PlaybackSpeedMenuProps) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('INSTRUCTOR_PLAYBACK_SPEED', { speed: t(SPEED_LABELS[speed]) })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Speed fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(Object.keys(PLAYBACK_SPEEDS) as PlaybackSpeed[]).map((option) => (
          <MenuItem
            key={option}
            selected={option === speed}
            onClick={() => {
              onChange(option)
              setAnchor(null)
            }}
          >
            {t(SPEED_LABELS[option])}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
