import express from 'express'
import { challenges } from '@pulp/challenges'
import { FakeRoster } from '/work/wt/class-trainer/apps/server/src/class-mode/trainer/fake-roster'
import { createTrainerRouter } from '/work/wt/class-trainer/apps/server/src/class-mode/trainer/router'
const roster = new FakeRoster()
const names = ['Alpha', 'Bravo <b>bold</b>', '=cmd|calc', 'Les Héros', 'Team 5']
names.forEach((name, i) => roster.addTeam(`t${i}`, name, new Date(Date.now() - (i + 1) * 600_000)))
for (let i = 0; i < 40; i++) roster.solve(`t${i % 5}`, challenges[(i * 7) % challenges.length]!.key, new Date(Date.now() - i * 30_000))
const app = express()
app.use('/class/trainer', createTrainerRouter(roster, { passcode: 'pass' }))
app.post('/solve', (_req, res) => { roster.solve('t1', 'scoreBoardChallenge'); res.send('ok') })
app.listen(3421, '127.0.0.1', () => console.log('up'))
