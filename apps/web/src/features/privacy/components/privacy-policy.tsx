import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PaddingImage } from '@/components/padding-image'
import { useApplicationConfig, useApplicationName } from '@/lib/app-config'
import { languageTagOf } from '@/lib/i18n'

/** The day the policy took effect (15 March 2019), written the way the chosen language writes dates. */
const POLICY_EFFECTIVE_DATE = new Date(2019, 2, 15)

/**
 * A "hot" phrase: it lights up under the pointer. Read in order, the hot phrases of the English policy spell out a
 * path the shop answers (the Privacy Policy Inspection challenge). In other languages the phrase is translated, and
 * the English words it stands for appear as its tooltip, so the path can still be found.
 */
function Hot({ phrase, children }: { phrase: string; children?: ReactNode }) {
  const { i18n } = useTranslation()
  return (
    <span className="hot" title={i18n.language === 'en' ? undefined : phrase} data-phrase={phrase}>
      {children}
    </span>
  )
}

/** The policy's sections in reading order, each with the English words its hot phrase stands for. */
const SECTIONS = [
  { key: 'COLLECT', phrase: undefined },
  { key: 'USE', phrase: 'We may also' },
  { key: 'SHARING', phrase: 'instruct you' },
  { key: 'COOKIES', phrase: 'to refuse all' },
  { key: 'RETENTION', phrase: 'reasonably necessary' },
  { key: 'RIGHTS', phrase: 'responsibility' },
] as const

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography variant="body1" component="p">
        {children}
      </Typography>
    </section>
  )
}

/** The shop's privacy policy, in the chosen language. */
export function PrivacyPolicy() {
  const { t, i18n } = useTranslation()
  const config = useApplicationConfig()
  const appName = useApplicationName()
  const domain = config?.application.domain ?? 'juice-sh.op'
  const contactEmail = config?.application.privacyContactEmail || `donotreply@${domain}`

  return (
    <Box
      sx={{
        '& .hot': { borderRadius: 0.5, transition: 'background-color 0.2s' },
        '& .hot:hover': { bgcolor: 'warning.light', color: 'common.black', fontWeight: 'bold' },
      }}
    >
      <PaddingImage size="81px" />
      <Typography variant="body1" component="p">
        {t('PRIVACY_POLICY_INTRO', { appName })}
      </Typography>
      {SECTIONS.map(({ key, phrase }) => (
        <Section key={key} title={t(`PRIVACY_POLICY_${key}_TITLE`)}>
          <Trans i18nKey={`PRIVACY_POLICY_${key}_TEXT`} components={phrase ? { hot: <Hot phrase={phrase} /> } : {}} />
        </Section>
      ))}
      <Section title={t('PRIVACY_POLICY_CONTACT_TITLE')}>
        <Trans
          i18nKey="PRIVACY_POLICY_CONTACT_TEXT"
          values={{ email: contactEmail }}
          components={{ mail: <a href={`mailto:${contactEmail}`} /> }}
        />
      </Section>
      <Typography variant="body2" component="p" sx={{ mt: 2 }} color="text.secondary">
        {t('PRIVACY_POLICY_EFFECTIVE_DATE', {
          date: POLICY_EFFECTIVE_DATE.toLocaleDateString(languageTagOf(i18n.language), { dateStyle: 'long' }),
        })}
      </Typography>
    </Box>
  )
}
