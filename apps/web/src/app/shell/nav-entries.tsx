import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import Collapse from '@mui/material/Collapse'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import type { NavGroup, NavLink } from './navigation-links'

/** 'list' for the side menu, 'menu' for the account drop-down. */
type EntryKind = 'list' | 'menu'

interface NavEntryProps {
  link: NavLink
  kind: EntryKind
  onSelect: () => void
  indent?: boolean
  newTab?: boolean
}

function EntryContent({ link }: { link: NavLink }) {
  const { t } = useTranslation()
  const Icon = link.icon
  return (
    <>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(link.labelKey)} />
    </>
  )
}

export function NavEntry({ link, kind, onSelect, indent = false, newTab = false }: NavEntryProps) {
  const sx = indent ? { pl: 4 } : undefined
  // a stable handle for the hacking instructor's hints, whatever the language
  const handle = { 'data-nav-entry': link.labelKey }
  const content = <EntryContent link={link} />
  if ('href' in link) {
    const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
    return kind === 'menu' ? (
      <MenuItem component="a" href={link.href} onClick={onSelect} sx={sx} {...handle} {...target}>
        {content}
      </MenuItem>
    ) : (
      <ListItemButton component="a" href={link.href} onClick={onSelect} sx={sx} {...handle} {...target}>
        {content}
      </ListItemButton>
    )
  }
  return kind === 'menu' ? (
    <MenuItem component={RouterLink} to={link.to} onClick={onSelect} sx={sx} {...handle}>
      {content}
    </MenuItem>
  ) : (
    <ListItemButton component={RouterLink} to={link.to} onClick={onSelect} sx={sx} {...handle}>
      {content}
    </ListItemButton>
  )
}

interface NavGroupEntryProps {
  group: NavGroup
  kind: EntryKind
  onSelect: () => void
}

/** A submenu that expands and collapses in place. */
export function NavGroupEntry({ group, kind, onSelect }: NavGroupEntryProps) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(false)
  const Icon = group.icon
  const toggle = () => setExpanded((open) => !open)
  const headerContent = (
    <>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(group.labelKey)} />
      {expanded ? <ExpandLess /> : <ExpandMore />}
    </>
  )
  const header =
    kind === 'menu' ? (
      <MenuItem onClick={toggle} aria-expanded={expanded} data-nav-entry={group.labelKey}>
        {headerContent}
      </MenuItem>
    ) : (
      <ListItemButton onClick={toggle} aria-expanded={expanded} data-nav-entry={group.labelKey}>
        {headerContent}
      </ListItemButton>
    )
  return (
    <>
      {header}
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List disablePadding>
          {group.links.map((link) => (
            <NavEntry key={link.labelKey} link={link} kind={kind} onSelect={onSelect} indent />
          ))}
        </List>
      </Collapse>
    </>
  )
}
