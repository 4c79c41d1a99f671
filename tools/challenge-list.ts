// Prints the README's "Challenges available" section: every challenge Pulp detects today, by category.
// Run with `npm run challenges:list` and paste the output between the CHALLENGES-LIST markers of README.md.
import { challenges, implementedChallengeKeys, REPO_ROOT } from '@pulp/challenges'

const implemented = new Set<string>(implementedChallengeKeys(REPO_ROOT))
const available = challenges.filter((challenge) => implemented.has(challenge.key))
const byCategory = new Map<string, typeof available>()
for (const challenge of available) byCategory.set(challenge.category, [...(byCategory.get(challenge.category) ?? []), challenge])

const stars = (difficulty: number) => '★'.repeat(difficulty)
console.log(`${available.length} of ${challenges.length} challenges are playable; the score board shows the others as not yet in Pulp.\n`)
for (const category of [...byCategory.keys()].sort()) {
  const entries = (byCategory.get(category) ?? []).sort((a, b) => a.difficulty - b.difficulty || a.name.localeCompare(b.name))
  console.log(`- **${category}**: ${entries.map((c) => `${c.name} ${stars(c.difficulty)}`).join(', ')}`)
}
