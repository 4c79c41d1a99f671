import { beforeAll, describe, expect, it } from 'vitest'
import { hashSecurityAnswer, deluxeTokenFor, md5 } from '../lib/crypto'
import { openDatabase, sqlNow, type Db } from './database'
import { createDocStore, type DocStore } from './doc-store'
import { seedShop, seededProductIdWith } from './seed'

const DOMAIN = 'juice-sh.op'
const NOW = new Date('2026-03-14T15:09:26.535Z')

describe('seedShop', () => {
  let db: Db
  let docs: DocStore
  let seedMs: number

  beforeAll(() => {
    seedShop(openDatabase(), createDocStore(), { domain: DOMAIN }) // warm the YAML cache
    db = openDatabase()
    docs = createDocStore()
    const started = performance.now()
    seedShop(db, docs, { domain: DOMAIN, now: NOW })
    seedMs = performance.now() - started
  })

  const count = (table: string, where = '1 = 1'): number =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get() as { n: number }).n
  const user = (email: string) =>
    db.prepare('SELECT * FROM Users WHERE email = ?').get(email) as Record<string, string | number | null> | undefined

  it('creates the documented number of rows and documents', () => {
    expect({
      users: count('Users'),
      securityQuestions: count('SecurityQuestions'),
      securityAnswers: count('SecurityAnswers'),
      products: count('Products'),
      deletedProducts: count('Products', 'deletedAt IS NOT NULL'),
      baskets: count('Baskets'),
      basketItems: count('BasketItems'),
      feedback: count('Feedbacks'),
      complaints: count('Complaints'),
      recycles: count('Recycles'),
      quantities: count('Quantities'),
      wallets: count('Wallets'),
      deliveries: count('Deliveries'),
      memories: count('Memories'),
      addresses: count('Addresses'),
      cards: count('Cards'),
      reviews: docs.reviews.count(),
      orders: docs.orders.count(),
      challenges: count('Challenges'),
    }).toEqual({
      users: 23,
      securityQuestions: 14,
      securityAnswers: 21,
      products: 56,
      deletedProducts: 10,
      baskets: 5,
      basketItems: 8,
      feedback: 8,
      complaints: 1,
      recycles: 9,
      quantities: 56,
      wallets: 23,
      deliveries: 3,
      memories: 10,
      addresses: 6,
      cards: 6,
      reviews: 29,
      orders: 3,
      challenges: 0,
    })
  })

  it('seeds the admin first, with the weak password and a default admin picture', () => {
    expect(user('admin@juice-sh.op')).toMatchObject({
      id: 1,
      password: '0192023a7bbd73250516f069df18b500',
      role: 'admin',
      profileImage: 'assets/public/images/uploads/defaultAdmin.png',
      lastLoginIp: '',
      deluxeToken: '',
      createdAt: sqlNow(NOW),
      deletedAt: null,
    })
    expect(db.prepare('SELECT email FROM Users ORDER BY id LIMIT 1').get()).toEqual({ email: 'admin@juice-sh.op' })
  })

  it('keeps the ids, emails and passwords the solutions use', () => {
    const ids = db.prepare('SELECT id, email FROM Users ORDER BY id').all() as { id: number; email: string }[]
    expect(ids.map(({ email }) => email)).toEqual([
      'admin@juice-sh.op', 'jim@juice-sh.op', 'bender@juice-sh.op', 'bjoern.kimminich@gmail.com', 'ciso@juice-sh.op',
      'support@juice-sh.op', 'morty@juice-sh.op', 'mc.safesearch@juice-sh.op', 'J12934@juice-sh.op', 'wurstbrot@juice-sh.op',
      'amy@juice-sh.op', 'bjoern@juice-sh.op', 'bjoern@owasp.org', 'chris.pike@juice-sh.op', 'accountant@juice-sh.op',
      'uvogin@juice-sh.op', 'demo', 'john@juice-sh.op', 'emma@juice-sh.op', 'stan@juice-sh.op', 'ethereum@juice-sh.op',
      'testing@juice-sh.op', 'basil@juice-sh.op',
    ])
    expect(user('bender@juice-sh.op')).toMatchObject({ id: 3, password: md5('OhG0dPlease1nsertLiquor!') })
    expect(user('jim@juice-sh.op')?.password).toBe(md5('ncc-1701'))
    expect(user('amy@juice-sh.op')?.password).toBe(md5('K1f' + '.'.repeat(21)))
    expect(user('mc.safesearch@juice-sh.op')?.password).toBe(md5('Mr. N00dles'))
    expect(user('support@juice-sh.op')?.password).toBe(md5('J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P'))
    expect(user('bjoern.kimminich@gmail.com')).toMatchObject({ username: 'bkimminich', password: md5('bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=') })
    expect(user('emma@juice-sh.op')?.username).toBe('E=ma²')
  })

  it('stores security answers as HMACs, including the two from the photo wall', () => {
    const answerOf = (email: string) =>
      db.prepare('SELECT a.answer, a.SecurityQuestionId AS question FROM SecurityAnswers a JOIN Users u ON u.id = a.UserId WHERE u.email = ?').get(email)
    expect(answerOf('jim@juice-sh.op')).toEqual({ answer: hashSecurityAnswer('Samuel'), question: 1 })
    expect(answerOf('bender@juice-sh.op')).toEqual({ answer: hashSecurityAnswer("Stop'n'Drop"), question: 10 })
    expect(answerOf('bjoern@owasp.org')).toEqual({ answer: hashSecurityAnswer('Zaya'), question: 7 })
    expect(answerOf('john@juice-sh.op')).toEqual({ answer: hashSecurityAnswer('Daniel Boone National Forest'), question: 14 })
    expect(answerOf('emma@juice-sh.op')).toEqual({ answer: hashSecurityAnswer('ITsec'), question: 10 })
    expect(answerOf('ciso@juice-sh.op')).toEqual({ answer: hashSecurityAnswer('Brd?j8sEMziOvvBf§Be?jFZ77H?hgm'), question: 7 })
    expect(db.prepare('SELECT question FROM SecurityQuestions WHERE id = 14').get()).toEqual({ question: expect.stringMatching(/hiking/) })
  })

  it('gives wurstbrot 2FA, the accountant his IP, deluxe members their token and chris.pike a soft delete', () => {
    expect(user('wurstbrot@juice-sh.op')).toMatchObject({ totpSecret: 'IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH', username: 'wurstbrot' })
    expect(user('accountant@juice-sh.op')).toMatchObject({ lastLoginIp: '123.456.789', role: 'accounting' })
    expect(user('chris.pike@juice-sh.op')?.deletedAt).toBe(sqlNow(NOW))
    expect(count('Users', 'deletedAt IS NOT NULL')).toBe(1)
    const deluxe = db.prepare("SELECT email, deluxeToken FROM Users WHERE role = 'deluxe'").all() as { email: string; deluxeToken: string }[]
    expect(deluxe.map(({ email }) => email)).toEqual(['ciso@juice-sh.op', 'bjoern@owasp.org', 'stan@juice-sh.op', 'ethereum@juice-sh.op'])
    for (const { email, deluxeToken } of deluxe) expect(deluxeToken).toBe(deluxeTokenFor(email))
    expect(count('Users', "deluxeToken != ''")).toBe(4)
    expect(count('Users', "lastLoginIp = ''")).toBe(22)
  })

  it('links the custom profile pictures', () => {
    expect(user('bjoern@juice-sh.op')?.profileImage).toBe('assets/public/images/uploads/12.png')
    expect(user('bjoern@owasp.org')?.profileImage).toBe('assets/public/images/uploads/13.jpg')
    expect(user('stan@juice-sh.op')?.profileImage).toBe('assets/public/images/uploads/20.jpg')
    expect(user('jim@juice-sh.op')?.profileImage).toBe('assets/public/images/uploads/default.svg')
  })

  it('gives wallets their balances', () => {
    const balances = db.prepare('SELECT u.email, w.balance FROM Wallets w JOIN Users u ON u.id = w.UserId WHERE w.balance > 0 ORDER BY w.UserId').all()
    expect(balances).toEqual([
      { email: 'jim@juice-sh.op', balance: 100 },
      { email: 'morty@juice-sh.op', balance: 100 },
      { email: 'mc.safesearch@juice-sh.op', balance: 13337 },
      { email: 'amy@juice-sh.op', balance: 48 },
      { email: 'uvogin@juice-sh.op', balance: 100 },
      { email: 'demo', balance: 200 },
      { email: 'basil@juice-sh.op', balance: 2 },
    ])
  })

  it('seeds the feedback with author suffixes and the leaked seed phrase', () => {
    const feedback = db.prepare('SELECT UserId, comment, rating FROM Feedbacks ORDER BY id').all() as { UserId: number | null; comment: string; rating: number }[]
    expect(feedback.map(({ UserId, rating }) => [UserId, rating])).toEqual([
      [1, 5], [2, 4], [3, 1], [21, 1], [null, 2], [null, 4], [null, 4], [null, 3],
    ])
    expect(feedback[0].comment).toMatch(/ \(\*\*\*in@juice-sh\.op\)$/)
    expect(feedback[3].comment).toContain('purpose betray marriage blame crunch monitor spin slide donate sport lift clutch')
    expect(feedback[3].comment).toMatch(/ \(\*\*\*ereum@juice-sh\.op\)$/)
    expect(feedback[4].comment).toMatch(/PDF.* \(anonymous\)$/)
    expect(count('Feedbacks', 'rating = 5')).toBe(1)
    expect(db.prepare('SELECT UserId FROM Complaints').all()).toEqual([{ UserId: 3 }])
  })

  it('links O-Saft to its project page and marks the Christmas box as a limited offer', () => {
    const product = (id: number) => db.prepare('SELECT * FROM Products WHERE id = ?').get(id) as Record<string, string | number | null>
    expect(product(1)).toMatchObject({ name: 'Apple Juice (1000ml)', price: 1.99, deluxePrice: 0.99 })
    expect(product(9)).toMatchObject({ name: 'OWASP SSL Advanced Forensic Tool (O-Saft)', price: 0.01, deletedAt: null })
    expect(product(9).description).toMatch(/ <a href="https:\/\/www\.owasp\.org\/index\.php\/O-Saft" target="_blank">More\.\.\.<\/a>$/)
    expect(product(10)).toMatchObject({ name: 'Christmas Super-Surprise-Box (2014 Edition)', price: 29.99, deletedAt: sqlNow(NOW) })
    expect(product(10).description).toMatch(/limited time/)
    expect(seededProductIdWith('useForChristmasSpecialChallenge')).toBe(10)
    expect(product(11)).toMatchObject({ name: 'Rippertuer Special Juice', price: 16.99 })
    expect(product(11).description).toMatch(/hueteroneel.*eurogium edule/)
    expect(product(26)).toMatchObject({ name: 'OWASP Juice Shop Logo (3D-printed)', price: 99.99, image: '3d_keychain.jpg' })
    const deleted = db.prepare('SELECT id FROM Products WHERE deletedAt IS NOT NULL ORDER BY id').all().map((row) => (row as { id: number }).id)
    expect(deleted).toEqual([10, 11, 12, 27, 28, 31, 39, 40, 44, 46])
  })

  it('seeds stock and purchase limits', () => {
    const quantity = (id: number) => db.prepare('SELECT quantity, limitPerUser FROM Quantities WHERE ProductId = ?').get(id)
    expect(quantity(1)).toEqual({ quantity: expect.any(Number), limitPerUser: 5 })
    expect(quantity(20)).toEqual({ quantity: 5, limitPerUser: 5 })
    expect(quantity(33)).toEqual({ quantity: 3, limitPerUser: 1 })
    expect(quantity(41)).toEqual({ quantity: 1, limitPerUser: 1 })
    expect(quantity(43)).toEqual({ quantity: 3, limitPerUser: 1 })
    expect(quantity(45)).toEqual({ quantity: 3, limitPerUser: 1 })
    for (const id of [27, 34, 36, 37, 38]) expect(quantity(id)).toEqual({ quantity: 0, limitPerUser: null })
    expect(count('Quantities', 'ProductId = id')).toBe(56)
  })

  it('stores reviews with numeric product ids and resolved authors', () => {
    const reviews = docs.reviews.find()
    expect(reviews.every((review) => typeof review.product === 'number' && review.likesCount === 0 && review.likedBy.length === 0)).toBe(true)
    expect(docs.reviews.find({ product: 1 }).map((review) => review.author)).toEqual(['admin@juice-sh.op', 'basil@juice-sh.op'])
    expect(docs.reviews.count({ author: 'mc.safesearch@juice-sh.op' })).toBe(5)
    const authors = new Set(reviews.map((review) => review.author))
    for (const author of ['uvogin@juice-sh.op', 'bender@juice-sh.op', 'jim@juice-sh.op', 'morty@juice-sh.op', 'bjoern@owasp.org', 'stan@juice-sh.op', 'accountant@juice-sh.op']) {
      expect(authors).toContain(author)
    }
    expect(authors.size).toBe(12)
  })

  it('seeds baskets and their items', () => {
    expect(db.prepare('SELECT id, UserId FROM Baskets ORDER BY id').all()).toEqual([
      { id: 1, UserId: 1 }, { id: 2, UserId: 2 }, { id: 3, UserId: 3 }, { id: 4, UserId: 11 }, { id: 5, UserId: 16 },
    ])
    expect(db.prepare('SELECT BasketId, ProductId, quantity FROM BasketItems ORDER BY id').all()).toEqual([
      { BasketId: 1, ProductId: 1, quantity: 2 }, { BasketId: 1, ProductId: 2, quantity: 3 }, { BasketId: 1, ProductId: 3, quantity: 1 },
      { BasketId: 2, ProductId: 4, quantity: 2 }, { BasketId: 3, ProductId: 4, quantity: 1 }, { BasketId: 4, ProductId: 4, quantity: 2 },
      { BasketId: 5, ProductId: 3, quantity: 5 }, { BasketId: 5, ProductId: 4, quantity: 2 },
    ])
  })

  it('stores orders with masked emails and md5-prefixed ids', () => {
    const orders = docs.orders.find()
    expect(orders.map(({ email, totalPrice, delivered, eta }) => ({ email, totalPrice, delivered, eta }))).toEqual([
      { email: '*dm*n@j**c*-sh.*p', totalPrice: 8.96, delivered: false, eta: expect.stringMatching(/^[1-9]\d*$/) },
      { email: '*dm*n@j**c*-sh.*p', totalPrice: 26.97, delivered: true, eta: '0' },
      { email: 'd*m*', totalPrice: expect.any(Number), delivered: false, eta: expect.stringMatching(/^[1-9]\d*$/) },
    ])
    expect(orders.map(({ orderId }) => orderId)).toEqual([
      expect.stringMatching(/^5267-[0-9a-f]{16}$/), expect.stringMatching(/^5267-[0-9a-f]{16}$/), expect.stringMatching(/^fe01-[0-9a-f]{16}$/),
    ])
    expect(new Set(orders.map(({ orderId }) => orderId)).size).toBe(3)
    for (const order of orders) {
      expect(order.products.every((line) => line.total === Math.round(line.price * line.quantity * 100) / 100 && !('id' in line))).toBe(true)
      expect(order.bonus).toBe(order.products.reduce((sum, line) => sum + line.bonus, 0))
    }
  })

  it('seeds the photo wall and the delivery methods', () => {
    const memories = db.prepare('SELECT UserId, imagePath FROM Memories ORDER BY id').all() as { UserId: number; imagePath: string }[]
    expect(memories[0]).toEqual({ UserId: 13, imagePath: 'assets/public/images/uploads/ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg' })
    expect(memories.map(({ UserId }) => UserId)).toEqual([13, 4, 4, 18, 19, 21, 13, 13, 13, 13])
    expect(db.prepare('SELECT name, price, deluxePrice, eta, icon FROM Deliveries ORDER BY id').all()).toEqual([
      { name: 'One Day Delivery', price: 0.99, deluxePrice: 0.5, eta: 1, icon: 'fas fa-rocket' },
      { name: 'Fast Delivery', price: 0.5, deluxePrice: 0, eta: 3, icon: 'fas fa-shipping-fast' },
      { name: 'Standard Delivery', price: 0, deluxePrice: 0, eta: 5, icon: 'fas fa-truck' },
    ])
  })

  it('links recycling requests to their owners and addresses', () => {
    const recycles = db.prepare('SELECT r.UserId, a.UserId AS addressOwner FROM Recycles r LEFT JOIN Addresses a ON a.id = r.AddressId').all() as { UserId: number; addressOwner: number | null }[]
    expect(new Set(recycles.map(({ UserId }) => UserId))).toEqual(new Set([1, 2, 3, 4, 16]))
    expect(recycles.every(({ UserId, addressOwner }) => addressOwner === null || addressOwner === UserId)).toBe(true)
  })

  it('uses the configured domain', () => {
    const other = openDatabase()
    const otherDocs = createDocStore()
    seedShop(other, otherDocs, { domain: 'pulp.test' })
    expect(other.prepare('SELECT email FROM Users WHERE id IN (1, 4, 17) ORDER BY id').all()).toEqual([
      { email: 'admin@pulp.test' }, { email: 'bjoern.kimminich@gmail.com' }, { email: 'demo' },
    ])
    expect(otherDocs.orders.findOne()?.email).toBe('*dm*n@p*lp.t*st')
    expect(otherDocs.reviews.findOne({ product: 1 })?.author).toBe('admin@pulp.test')
  })

  it('is fast', () => {
    // A generous bound for slow CI machines; the real cost is a few milliseconds (bench/ measures it).
    expect(seedMs).toBeLessThan(200)
  })
})
