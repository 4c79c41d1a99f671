import type { ChildProcess } from 'node:child_process'
import { SqliteError, type Statement } from 'better-sqlite3'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Db } from '../db/database'
import { serverRoot } from '../paths'
import { ChildBudget, spawnLimitedNode } from './child-sandbox'

/**
 * Runs the shop's string-built (injectable) queries out of the event loop's way: in a child process that holds a
 * copy of the database, under a time limit. A query that runs too long (a recursive CTE, a huge cross join) gets
 * its child killed and answers a clear SQLite-style error; the next query starts a fresh child. better-sqlite3
 * cannot interrupt a running statement, and a worker thread stuck in native code cannot be stopped: a process can.
 *
 * The copy is `db.serialize()` of the shop's connection, sent again before a query whenever the shop wrote
 * something since (SQLite's total_changes() of the shop's own connection tells).
 */

/** How many compiled statements runInProcess keeps; attackers' SQL varies endlessly, so the oldest go first. */
const PREPARED_STATEMENTS_KEPT = 200

export const QUERY_LIMITS = {
  timeoutMs: 2000,
  /** more rows than this in one answer is refused */
  maxRows: 5000,
  /** queries sent to the child and not yet answered; more are refused as busy */
  maxWaiting: 500,
  heapMb: 128,
  addressSpaceMb: 2048,
  sqliteHeapBytes: 256 * 1024 * 1024,
  /** a child with nothing to do for this long is stopped (many shops in one process hold no idle children) */
  idleMs: 30_000,
}

const busy = (message: string): Answer => ({ id: 0, error: { code: 'SQLITE_BUSY', message } })

export interface QueryFailure {
  code: string
  message: string
}

type Answer = { id: number; rows: unknown[] } | { id: number; error: QueryFailure }

/** The child: opens each snapshot it is sent, answers each query with its rows or SQLite's code and message. */
const CHILD_SOURCE = String.raw`
const Database = require(process.env.PULP_SQLITE_MODULE);
const maxRows = Number(process.env.PULP_MAX_ROWS);
let db;
process.on('disconnect', () => process.exit(0));
process.on('message', (message) => {
  if (message.snapshot) {
    db?.close();
    db = new Database(message.snapshot);
    db.pragma('hard_heap_limit = ' + Number(process.env.PULP_SQLITE_HEAP));
    return;
  }
  try {
    const rows = [];
    for (const row of db.prepare(message.sql).iterate()) {
      if (rows.length === maxRows) throw Object.assign(new Error('the query answered more than ' + maxRows + ' rows'), { code: 'SQLITE_TOOBIG' });
      rows.push(row);
    }
    process.send({ id: message.id, rows });
  } catch (error) {
    process.send({ id: message.id, error: { code: String(error.code || 'SQLITE_ERROR'), message: String(error.message) } });
  }
});
`

interface Query {
  id: number
  sql: string
  resolve: (answer: Answer) => void
}

/** One shop's injectable-query runner (hangs off its AppContext). */
export class QuerySandbox {
  private child: ChildProcess | undefined
  private snapshotVersion = -1
  /** sent to the child, answered in order; the first one is running, its time limit is `deadline` */
  private readonly inFlight: Query[] = []
  private deadline: NodeJS.Timeout | undefined
  private idleStop: NodeJS.Timeout | undefined
  private nextId = 1
  private readonly changes: { get(): unknown }
  /** statements of runInProcess by SQL text: the same search asked again is not compiled again (bounded) */
  private readonly prepared = new Map<string, Statement>()

  constructor(
    private readonly db: Db,
    private readonly limits = QUERY_LIMITS,
    /** shared by the shops of a class, so that many teams injecting SQL at once cannot start a child each; a single shop has its own */
    private readonly budget = new ChildBudget(1),
  ) {
    this.changes = db.prepare('SELECT total_changes() AS n').pluck()
  }

  /** The rows of `sql`, or the error SQLite (or the time limit) gave. */
  run(sql: string): Promise<Answer> {
    if (this.inFlight.length >= this.limits.maxWaiting) return Promise.resolve(busy('too many queries are waiting, try again later'))
    // a shop without a child takes one from the process's budget (ensureChild spawns it); it is given back when the child goes
    if (!this.child && !this.budget.take()) return Promise.resolve(busy('the database is busy with other shops, try again in a moment'))
    clearTimeout(this.idleStop)
    return new Promise((resolve) => {
      const query = { id: this.nextId++, sql, resolve }
      this.inFlight.push(query)
      this.send(query)
      if (this.inFlight.length === 1) this.startDeadline()
    })
  }

  /** Runs a statement known to be cheap on the shop's own connection (no child, no copy). */
  runInProcess(sql: string): Answer {
    try {
      return { id: 0, rows: this.statementFor(sql).all() }
    } catch (error) {
      if (!(error instanceof SqliteError)) throw error
      return { id: 0, error: { code: error.code, message: error.message } }
    }
  }
  private statementFor(sql: string): Statement {
    let statement = this.prepared.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      if (this.prepared.size >= PREPARED_STATEMENTS_KEPT) this.prepared.delete(this.prepared.keys().next().value as string)
      this.prepared.set(sql, statement)
    }
    return statement
  }


  /**
   * Rows of a parameterised query on the shop's connection: the values are bound, never pasted into the SQL, so
   * they cannot change the statement (what the correct fixes of the SQL injection coding challenges call).
   */
  boundRows<Row>(sql: string, values: readonly unknown[]): Row[] {
    return this.db.prepare(sql).all(...values) as Row[]
  }

  /** Whether a child process is up (it stops after `idleMs` without queries). */
  get childRunning(): boolean {
    return this.child !== undefined
  }

  /** Stops the child (the shop is closing). */
  close(): void {
    clearTimeout(this.idleStop)
    if (this.child) this.release(this.child)
  }

  /** Kills the shop's child and gives its place in the budget back. */
  private release(child: ChildProcess): void {
    this.child = undefined
    this.budget.giveBack()
    child.kill('SIGKILL')
  }

  /** Sends a query to the child, after a fresh snapshot when the shop wrote something since the last one. */
  private send(query: Query): void {
    const child = this.ensureChild()
    const version = Number(this.changes.get())
    if (version !== this.snapshotVersion) {
      child.send({ snapshot: this.db.serialize() })
      this.snapshotVersion = version
    }
    child.send({ id: query.id, sql: query.sql })
  }

  private startDeadline(): void {
    clearTimeout(this.deadline)
    const child = this.child
    this.deadline = setTimeout(() => child && this.stop(child, `the query ran longer than ${this.limits.timeoutMs} ms and was stopped`), this.limits.timeoutMs)
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child
    const child = spawnLimitedNode(CHILD_SOURCE, {
      heapMb: this.limits.heapMb,
      addressSpaceMb: this.limits.addressSpaceMb,
      channel: 'ipc',
      env: {
        PULP_SQLITE_MODULE: createRequire(join(serverRoot, 'package.json')).resolve('better-sqlite3'),
        PULP_MAX_ROWS: String(this.limits.maxRows),
        PULP_SQLITE_HEAP: String(this.limits.sqliteHeapBytes),
      },
    })
    child.on('message', (answer: Answer) => this.finish(child, answer))
    child.on('exit', () => this.stop(child, 'the query stopped the database worker'))
    child.on('error', () => this.stop(child, 'the database worker could not start'))
    this.child = child
    this.snapshotVersion = -1
    return child
  }

  private finish(child: ChildProcess, answer: Answer): void {
    if (child !== this.child || this.inFlight[0]?.id !== answer.id) return
    this.inFlight.shift()!.resolve(answer)
    if (this.inFlight.length > 0) return this.startDeadline()
    clearTimeout(this.deadline)
    this.idleStop = setTimeout(() => this.inFlight.length === 0 && this.close(), this.limits.idleMs).unref()
  }

  /** Kills `child` and fails the query it was running; the queries behind it go to a fresh child. */
  private stop(child: ChildProcess, message: string): void {
    if (child !== this.child) return
    this.release(child)
    clearTimeout(this.deadline)
    const running = this.inFlight.shift()
    running?.resolve({ id: running.id, error: { code: 'SQLITE_INTERRUPT', message } })
    if (this.inFlight.length === 0) return
    if (!this.budget.take()) {
      for (const query of this.inFlight.splice(0)) query.resolve({ ...busy('the database is busy with other shops, try again in a moment'), id: query.id })
      return
    }
    for (const query of this.inFlight) this.send(query)
    this.startDeadline()
  }
}
