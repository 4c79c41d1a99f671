import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PaddingImage } from '@/components/padding-image'
import { useApplicationConfig, useApplicationName } from '@/lib/app-config'

export const POLICY_EFFECTIVE_DATE = 'March 15, 2019'

/**
 * A "hot" phrase: it lights up under the pointer. Read in order, the hot phrases of the policy spell out a path
 * the shop answers (the Privacy Policy Inspection challenge).
 */
function Hot({ children }: { children: ReactNode }) {
  return <span className="hot">{children}</span>
}

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

/** The shop's privacy policy. It is published in English only, like the legal text it is. */
export function PrivacyPolicy() {
  const config = useApplicationConfig()
  const appName = useApplicationName()
  const domain = config?.application.domain ?? 'juice-sh.op'
  const contactEmail = config?.application.privacyContactEmail || `donotreply@${domain}`

  return (
    <Box
      lang="en"
      sx={{
        '& .hot': { borderRadius: 0.5, transition: 'background-color 0.2s' },
        '& .hot:hover': { bgcolor: 'warning.light', color: 'common.black', fontWeight: 'bold' },
      }}
    >
      <PaddingImage size="81px" />
      <Typography variant="body1" component="p">
        This policy explains what {appName} (&quot;we&quot;, &quot;us&quot;) does with the personal data of the people
        who shop with us. It applies to this online shop and to every service we run under the {appName} name. We do
        not sell your personal data.
      </Typography>
      <Section title="What we collect">
        When you create an account we store your email address, your password in hashed form and the answer to your
        security question. When you order, we keep the products, the delivery address, the delivery method and the
        payment card you picked; only its last four digits are ever shown back to you. Reviews, feedback and
        complaints are kept as you wrote them. Our servers note the address your requests came from and the time of
        your last login.
      </Section>
      <Section title="How we use it">
        We use your data to run your account, to deliver your orders and to answer your questions. <Hot>We may also</Hot>{' '}
        use the contact details you gave us to tell you about changes to this policy or to the shop. Where the law
        asks for your consent, we ask for it first.
      </Section>
      <Section title="Who else sees it">
        Delivery partners receive the name and address they need to bring your parcel, and payment providers what
        they need to charge your card. Now and then a partner will <Hot>instruct you</Hot> directly about how they
        handle your data; their own policy applies to that part. If an authority lawfully asks us for information, we
        may have to hand it over, and we tell you when the law allows it.
      </Section>
      <Section title="Cookies and browser storage">
        The shop keeps your login in a cookie and in your browser&apos;s storage, and it remembers your language and
        whether you closed the welcome banner. You are free <Hot>to refuse all</Hot> cookies in your browser settings;
        the shop then simply forgets you from one page to the next.
      </Section>
      <Section title="How long we keep it">
        We keep your data while your account exists, and afterwards only as long as it is{' '}
        <Hot>reasonably necessary</Hot> to meet our legal duties, such as keeping invoices.
      </Section>
      <Section title="Your rights">
        You can get a copy of your data (Export my data), have it corrected, or ask us to delete it (Delete my data).
        Keeping your password secret is your <Hot>responsibility</Hot>; keeping our systems safe is ours.
      </Section>
      <Section title="Contact">
        Questions about this policy and requests about your data go to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </Section>
      <Typography variant="body2" component="p" sx={{ mt: 2 }} color="text.secondary">
        Effective date: {POLICY_EFFECTIVE_DATE}
      </Typography>
    </Box>
  )
}
