import type { Db } from '../../db/database'
import type { AddressRow } from '../../lib/customer-records'

export { ownedAddress } from '../../lib/customer-records'

export function addressesOf(db: Db, userId: number): AddressRow[] {
  return db.prepare('SELECT * FROM Addresses WHERE UserId = ? ORDER BY id').all(userId) as AddressRow[]
}

/** Deletes an address; recycling requests that named it keep their other details. */
export function deleteAddress(db: Db, id: number): void {
  db.transaction(() => {
    db.prepare('UPDATE Recycles SET AddressId = NULL WHERE AddressId = ?').run(id)
    db.prepare('DELETE FROM Addresses WHERE id = ?').run(id)
  })()
}
