import type { Db } from '../../db/database'
import type { AddressRow } from '../../lib/customer-records'

export { ownedAddress } from '../../lib/customer-records'

export function addressesOf(db: Db, userId: number): AddressRow[] {
  return db.prepare('SELECT * FROM Addresses WHERE UserId = ? ORDER BY id').all(userId) as AddressRow[]
}

export function deleteAddress(db: Db, id: number): void {
  db.prepare('DELETE FROM Addresses WHERE id = ?').run(id)
}
