// The trainer's dashboard (class mode): draws the table from the board the page embeds, then keeps it live from the
// event stream by fetching board.json again after every change. Team names are only ever set as text.
'use strict'
;(() => {
  const data = JSON.parse(document.getElementById('trainer-data').textContent)
  const { base, lang, texts } = data
  let board = data.board
  let previousSolves = solvedCells(board)
  let freshSolves = new Set()

  const thead = document.querySelector('#board thead')
  const tbody = document.querySelector('#board tbody')
  const status = document.getElementById('live-status')
  const challengeOrder = document.getElementById('challenge-order')
  const teamSort = document.getElementById('team-sort')
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' })
  const timeFormat = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' })

  const fill = (text, values) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name) => (name in values ? String(values[name]) : all))

  function element(tag, properties = {}, children = []) {
    const node = document.createElement(tag)
    for (const [name, value] of Object.entries(properties)) {
      if (name === 'text') node.textContent = value
      else if (name === 'className') node.className = value
      else node.setAttribute(name, value)
    }
    for (const child of children) node.append(child)
    return node
  }
  const hiddenText = (text) => element('span', { className: 'sr-only', text })

  function solvedCells(someBoard) {
    const cells = new Set()
    for (const team of someBoard.teams) for (const key of Object.keys(team.solves)) cells.add(`${team.id} ${key}`)
    return cells
  }

  function ago(iso) {
    const seconds = Math.round((Date.parse(iso) - Date.now()) / 1000)
    const units = [['day', 86400], ['hour', 3600], ['minute', 60]]
    for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit)
    return relative.format(Math.min(0, seconds), 'second')
  }

  function orderedChallenges() {
    const list = [...board.challenges]
    if (challengeOrder.value === 'name') list.sort((a, b) => a.name.localeCompare(b.name, lang))
    return list
  }

  function sortedTeams() {
    const byName = (a, b) => a.name.localeCompare(b.name, lang)
    const compare = {
      score: (a, b) => b.total - a.total || byName(a, b),
      name: byName,
      activity: (a, b) => Date.parse(b.lastActivity) - Date.parse(a.lastActivity) || byName(a, b),
    }[teamSort.value]
    return [...board.teams].sort(compare)
  }

  const fixedColumns = () => [
    texts.CLASS_TRAINER_ACTIONS,
    texts.CLASS_TRAINER_TOTAL,
    ...[1, 2, 3, 4, 5, 6].map((level) => `★${level}`),
    texts.CLASS_TRAINER_LAST_ACTIVITY,
    texts.CLASS_TRAINER_STATE,
  ]

  function headerRows(challenges) {
    const names = element('tr', {}, [element('th', { scope: 'col', text: texts.CLASS_TRAINER_TEAM, className: 'team' })])
    for (const [index, label] of fixedColumns().entries()) {
      const cell = element('th', { scope: 'col', className: 'fixed' }, [label])
      if (index >= 2 && index <= 7) {
        cell.setAttribute('title', fill(texts.CLASS_TRAINER_DIFFICULTY, { level: index - 1 }))
        cell.replaceChildren(element('span', { 'aria-hidden': 'true', text: label }), hiddenText(fill(texts.CLASS_TRAINER_DIFFICULTY, { level: index - 1 })))
      }
      names.append(cell)
    }
    for (const challenge of challenges) {
      const difficulty = fill(texts.CLASS_TRAINER_DIFFICULTY, { level: challenge.difficulty })
      names.append(element('th', { scope: 'col', className: `challenge d${challenge.difficulty}`, title: `${challenge.name} (★${challenge.difficulty}, ${challenge.category})`, 'data-key': challenge.key }, [
        element('span', { className: 'vertical', text: challenge.name }),
        element('span', { className: 'level', 'aria-hidden': 'true', text: `★${challenge.difficulty}` }),
        hiddenText(` (${difficulty})`),
      ]))
    }
    const counts = element('tr', { className: 'counts' }, [element('th', { scope: 'row', text: texts.CLASS_TRAINER_SOLVED_BY })])
    for (const _label of fixedColumns()) counts.append(element('td'))
    for (const challenge of challenges) counts.append(element('td', { 'data-key': challenge.key, text: String(challenge.solveCount) }))
    return [names, counts]
  }

  function actionButton(team, action, label, confirmation) {
    const button = element('button', { type: 'button', className: `action ${action}`, 'data-focus': `${team.id} ${action}`, 'aria-label': `${label}: ${team.name}`, text: label })
    button.addEventListener('click', async () => {
      if (!window.confirm(fill(confirmation, { team: team.name }))) return
      try {
        const response = await fetch(`${base}/teams/${encodeURIComponent(team.id)}/${action}`, { method: 'POST', credentials: 'same-origin' })
        if (!response.ok) throw new Error((await response.json().catch(() => ({}))).error ?? response.statusText)
      } catch (error) {
        window.alert(fill(texts.CLASS_TRAINER_ACTION_FAILED, { error: error.message }))
      }
      refresh()
    })
    return button
  }

  function teamRow(team, challenges) {
    const row = element('tr', { 'data-team': team.id }, [element('th', { scope: 'row', className: 'team', text: team.name })])
    row.append(element('td', { className: 'actions' }, [
      actionButton(team, 'reset', texts.CLASS_TRAINER_RESET, texts.CLASS_TRAINER_CONFIRM_RESET),
      actionButton(team, 'remove', texts.CLASS_TRAINER_REMOVE, texts.CLASS_TRAINER_CONFIRM_REMOVE),
    ]))
    row.append(element('td', { className: 'total', text: String(team.total) }))
    for (const count of team.solvedByDifficulty) row.append(element('td', { text: String(count) }))
    row.append(element('td', { title: timeFormat.format(new Date(team.lastActivity)), 'data-time': team.lastActivity, text: ago(team.lastActivity) }))
    row.append(element('td', { className: team.inMemory ? 'state live' : 'state idle', text: team.inMemory ? texts.CLASS_TRAINER_IN_MEMORY : texts.CLASS_TRAINER_IDLE }))
    for (const challenge of challenges) {
      const solvedAt = team.solves[challenge.key]
      if (!solvedAt) {
        row.append(element('td', { className: 'mark', 'data-key': challenge.key }, [hiddenText(texts.CLASS_TRAINER_NOT_SOLVED)]))
        continue
      }
      const when = fill(texts.CLASS_TRAINER_SOLVED_AT, { time: timeFormat.format(new Date(solvedAt)) })
      const fresh = freshSolves.has(`${team.id} ${challenge.key}`) ? ' fresh' : ''
      row.append(element('td', { className: `mark solved${fresh}`, 'data-key': challenge.key, title: when }, [
        element('span', { 'aria-hidden': 'true', text: '✓' }),
        hiddenText(when),
      ]))
    }
    return row
  }

  function render() {
    const focused = document.activeElement?.getAttribute('data-focus')
    const challenges = orderedChallenges()
    thead.replaceChildren(...headerRows(challenges))
    tbody.replaceChildren(...sortedTeams().map((team) => teamRow(team, challenges)))
    document.getElementById('team-count').textContent = fill(texts.CLASS_TRAINER_TEAM_COUNT, { count: board.teams.length })
    document.getElementById('no-teams').hidden = board.teams.length > 0
    if (focused) document.querySelector(`[data-focus="${CSS.escape(focused)}"]`)?.focus()
  }

  // at most one fetch a second: with 50 busy teams the changes come faster than a 6,000-cell table should be redrawn
  const REFRESH_GAP_MS = 1000
  let pending
  let lastFetch = 0
  function refresh() {
    if (pending) return
    pending = setTimeout(async () => {
      pending = undefined
      lastFetch = Date.now()
      const response = await fetch(`${base}/board.json`, { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined)
      if (!response) return
      if (response.status === 401) return signedOut()
      if (!response.ok) return
      board = await response.json()
      const solves = solvedCells(board)
      freshSolves = new Set([...solves].filter((cell) => !previousSolves.has(cell)))
      previousSolves = solves
      render()
    }, Math.max(100, lastFetch + REFRESH_GAP_MS - Date.now()))
  }

  function signedOut() {
    status.textContent = texts.CLASS_TRAINER_SIGNED_OUT
    status.className = 'alert'
    events.close()
  }

  const events = new EventSource(`${base}/events`)
  events.addEventListener('open', () => {
    status.textContent = texts.CLASS_TRAINER_LIVE
    status.className = 'live'
    refresh()
  })
  events.addEventListener('change', refresh)
  events.addEventListener('error', () => {
    if (events.readyState === EventSource.CLOSED) return refresh()
    status.textContent = texts.CLASS_TRAINER_RECONNECTING
    status.className = 'alert'
  })

  challengeOrder.addEventListener('change', render)
  teamSort.addEventListener('change', render)
  setInterval(() => {
    for (const cell of tbody.querySelectorAll('[data-time]')) cell.textContent = ago(cell.getAttribute('data-time'))
  }, 30_000)
  render()
})()
