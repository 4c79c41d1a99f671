import type { PublicUser } from '@pulp/shared'

/** A user row as the API shows it; tests override what matters. */
export function publicUser(overrides: Partial<PublicUser> & Pick<PublicUser, 'id' | 'email'>): PublicUser {
  return {
    username: '',
    role: 'customer',
    deluxeToken: '',
    lastLoginIp: '',
    profileImage: 'assets/public/images/uploads/default.svg',
    isActive: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    deletedAt: null,
    ...overrides,
  }
}

/** The REST envelope of a list answer. */
export const listAnswer = <Item>(data: Item[]) => ({ status: 'success' as const, data })
/** The REST envelope of a single row. */
export const rowAnswer = <Row>(data: Row) => ({ status: 'success' as const, data })
