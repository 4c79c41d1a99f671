import { describe, expect, it } from 'vitest'
import { ChildBudget, ChildSandbox } from './child-sandbox'

describe('ChildSandbox', () => {
  it('hands the input to the child and returns its answer', async () => {
    const outcome = await new ChildSandbox().run({ source: 'readInput().then((input) => reply({ twice: input.n * 2 }))', input: { n: 21 }, timeoutMs: 5000 })
    expect(outcome).toEqual({ status: 'done', output: { twice: 42 } })
  })

  it('kills a child that never answers at the deadline, without blocking this process', async () => {
    const started = performance.now()
    let ticks = 0
    const ticker = setInterval(() => ticks++, 50)
    const outcome = await new ChildSandbox().run({ source: 'readInput().then(() => { for (;;) {} })', input: {}, timeoutMs: 800 })
    clearInterval(ticker)
    expect(outcome).toEqual({ status: 'timeout' })
    expect(performance.now() - started).toBeLessThan(1500)
    expect(ticks).toBeGreaterThan(5)
  })

  it('reports a child that dies without an answer, and refuses work beyond its capacity', async () => {
    const sandbox = new ChildSandbox(1)
    const crashing = sandbox.run({ source: 'process.exit(3)', input: {}, timeoutMs: 5000 })
    expect(await sandbox.run({ source: 'reply(1)', input: {}, timeoutMs: 5000 })).toEqual({ status: 'busy' })
    expect(await crashing).toEqual({ status: 'failed', reason: 'exited with code 3 without an answer', outOfMemory: false })
  })

  it('shares a budget of children across sandboxes, so many shops at once get busy answers, not more children', async () => {
    const budget = new ChildBudget(2)
    const [first, second, third] = [new ChildSandbox(4, budget), new ChildSandbox(4, budget), new ChildSandbox(4, budget)]
    const slow = { source: 'readInput().then(() => setTimeout(() => reply(1), 300))', input: {}, timeoutMs: 5000 }
    const running = [first.run(slow), second.run(slow)]
    expect(await third.run(slow)).toEqual({ status: 'busy' })
    expect(await Promise.all(running)).toEqual([{ status: 'done', output: 1 }, { status: 'done', output: 1 }])
    expect(await third.run({ source: 'reply(2)', input: {}, timeoutMs: 5000 })).toEqual({ status: 'done', output: 2 })
  })

  it('passes no environment variables to the child', async () => {
    process.env.PULP_SANDBOX_SECRET = 'do not leak'
    const outcome = await new ChildSandbox().run({ source: 'reply(Object.keys(process.env))', input: {}, timeoutMs: 5000 })
    delete process.env.PULP_SANDBOX_SECRET
    expect(outcome).toEqual({ status: 'done', output: [] })
  })
})
