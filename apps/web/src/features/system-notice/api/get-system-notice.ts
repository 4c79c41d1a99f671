import { useQuery } from '@tanstack/react-query'
import { useApplicationConfig } from '@/lib/app-config'

/** What MultiJuicer's notification endpoint answers (ctf.systemWideNotifications.url), less its timestamp. */
export interface SystemNotice {
  message: string
  enabled: boolean
}

/** Anything else than a switched-on text message counts as no notice. */
function asNotice(body: unknown): SystemNotice {
  const { message, enabled } = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<keyof SystemNotice, unknown>>
  return { message: typeof message === 'string' ? message : '', enabled: enabled === true }
}

/** Asked without the shop's token: the URL may point to another host, which has no business seeing it. */
async function fetchSystemNotice(url: string): Promise<SystemNotice> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return asNotice(await response.json())
}

/** The notice to every team, polled as often as the configuration says; undefined when none is configured. */
export function useSystemNotice(): SystemNotice | undefined {
  const settings = useApplicationConfig()?.ctf.systemWideNotifications
  const url = settings?.url ?? null
  return useQuery({
    queryKey: ['system-notice', url],
    queryFn: () => fetchSystemNotice(url as string),
    enabled: url !== null,
    refetchInterval: (settings?.pollFrequencySeconds ?? 30) * 1000,
    retry: false,
  }).data
}
