import request from 'supertest'
import type { Attacks } from '../../lib/attacks'

export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

export const metricsAttacks = {
  // the Prometheus endpoint is open to anyone; a browser (not a scraper) reading it solves the challenge
  exposedMetricsChallenge: (target) => request(target).get('/metrics').set('User-Agent', BROWSER),
} satisfies Attacks
