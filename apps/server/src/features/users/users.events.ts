import type { Row } from '../../lib/crud-router'
import type { UserRow } from './users.repo'

/** What the accounts feature announces; the solve detectors (here and in other features) listen. */
declare module '../../lib/events' {
  interface PulpEvents {
    /** A login was attempted with these credentials (missing values are ''), before the query ran. */
    'users:login-attempted': { email: string; password: string }
    /** The login query returned `user` (every column, as the token carries it) and a token was issued. */
    'users:logged-in': { email: string; password: string; user: UserRow; token: string }
    /** A registration body as the shop is about to store it (after trimming). */
    'users:registration-requested': { body: Row }
    /** A user row was created by registration. */
    'users:registered': { user: Row }
    /** GET /rest/user/whoami answered `user`, as JSONP when `jsonp` is set. */
    'users:whoami-answered': { user: Row; jsonp: boolean }
    /** GET /rest/saveLoginIp stored this value as the user's last login IP. */
    'users:login-ip-saved': { userId: number; lastLoginIp: string }
    /** GET /rest/user/change-password stored a new password (`currentGiven`: whether the old one was sent). */
    'users:password-changed': { user: UserRow; currentGiven: boolean }
    /** POST /rest/user/reset-password accepted `answer` for the user with `email` and stored the new password. */
    'users:password-reset': { email: string; answer: string }
    /** POST /rest/2fa/verify accepted the second factor of `user` and issued a token. */
    'users:second-factor-passed': { user: UserRow }
  }
}
