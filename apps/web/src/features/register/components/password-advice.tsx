import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import CheckCircle from '@mui/icons-material/CheckCircle'
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked'
import { useTranslation } from 'react-i18next'

export const RECOMMENDED_PASSWORD_LENGTH = 8

const PASSWORD_RULES = [
  { labelKey: 'PASSWORD_ADVICE_LOWER_CASE', satisfiedBy: (password: string) => /[a-z]/.test(password) },
  { labelKey: 'PASSWORD_ADVICE_UPPER_CASE', satisfiedBy: (password: string) => /[A-Z]/.test(password) },
  { labelKey: 'PASSWORD_ADVICE_DIGIT', satisfiedBy: (password: string) => /\d/.test(password) },
  { labelKey: 'PASSWORD_ADVICE_SPECIAL', satisfiedBy: (password: string) => /[^A-Za-z0-9]/.test(password) },
  {
    labelKey: 'PASSWORD_ADVICE_LENGTH',
    satisfiedBy: (password: string) => password.length >= RECOMMENDED_PASSWORD_LENGTH,
  },
]

/** Advice only: the registration rules themselves stay at 5 to 40 characters. */
export function PasswordAdvice({ password }: { password: string }) {
  const { t } = useTranslation()
  return (
    <List dense aria-label={t('PASSWORD_ADVICE_TITLE')}>
      {PASSWORD_RULES.map(({ labelKey, satisfiedBy }) => {
        const satisfied = satisfiedBy(password)
        return (
          <ListItem key={labelKey} data-satisfied={satisfied}>
            <ListItemIcon>
              {satisfied ? <CheckCircle color="success" fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={t(labelKey, { length: RECOMMENDED_PASSWORD_LENGTH })} />
          </ListItem>
        )
      })}
    </List>
  )
}
