import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CodingChallengeCatalog } from '@pulp/challenges'
import type { Express } from 'express'
import request from 'supertest'
import { deepMerge, loadConfig } from '../config/load'
import { paths } from '../paths'
import { createClassApp, TEAM_COOKIE } from './class-app'
import { Classroom } from './classroom'

/** Read once per test file and shared by every classroom of it. */
const CATALOG = CodingChallengeCatalog.load(paths.repo)
const OUTSIDE_CONTAINERS = { docker: false, heroku: false, windows: false }

export interface TestClass {
  folder: string
  classroom: Classroom
  app: Express
  /** the test clock (ms); tests move it forward to make teams idle */
  clock: { now: number }
  /** creates or joins a team through POST /class/join; its cookie header and id */
  join(name: string, passcode?: string): Promise<TestTeam>
  /** a new Classroom on the same folder, as after a restart of the process (this one is closed first) */
  restart(): Promise<TestClass>
  close(): Promise<void>
}

export interface TestTeam {
  id: string
  cookie: string
  /** a supertest target that is this team's browser: every request carries the team cookie */
  target: (req: IncomingMessage, res: ServerResponse) => void
}

/** The class configuration of the test profile, with `overrides` merged over it. */
export const classConfig = (overrides: Record<string, unknown> = {}) =>
  loadConfig('test', deepMerge({ classMode: { enabled: true } }, overrides))

/** A classroom in its own temporary folder, with its class app; close() removes the folder. */
export function createTestClass(overrides: Record<string, unknown> = {}, folder = mkdtempSync(join(tmpdir(), 'pulp-class-'))): TestClass {
  const clock = { now: Date.now() }
  const classroom = new Classroom({ folder, config: classConfig(overrides), environment: OUTSIDE_CONTAINERS, codingChallengeCatalog: CATALOG, now: () => clock.now })
  const app = createClassApp({ classroom })
  const testClass: TestClass = {
    folder,
    classroom,
    app,
    clock,
    async join(name, passcode = 'team-secret') {
      const response = await request(app).post('/class/join').send({ name, passcode })
      if (response.status >= 300) throw new Error(`Joining ${name} failed: ${response.status} ${response.text}`)
      const cookie = teamCookieOf(response)
      const target = (req: IncomingMessage, res: ServerResponse) => {
        req.headers.cookie = req.headers.cookie ? `${req.headers.cookie}; ${cookie}` : cookie
        app(req as never, res as never)
      }
      return { id: response.body.team.id, cookie, target }
    },
    async restart() {
      await classroom.close()
      const restarted = createTestClass(overrides, folder)
      restarted.clock.now = clock.now
      return restarted
    },
    async close() {
      await classroom.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
  return testClass
}

/** `pulp_team=<value>` from a join answer's Set-Cookie. */
export function teamCookieOf(response: request.Response): string {
  const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
  const team = setCookies.find((cookie) => cookie.startsWith(`${TEAM_COOKIE}=`))
  if (!team) throw new Error(`No ${TEAM_COOKIE} cookie in ${JSON.stringify(setCookies)}`)
  return team.split(';')[0]
}

/** Whether the team's own score board shows the challenge solved. */
export async function solvedFor(team: TestTeam, key: string): Promise<boolean> {
  const response = await request(team.target).get(`/api/Challenges/?key=${key}`)
  return response.body.data[0]?.solved === true
}
