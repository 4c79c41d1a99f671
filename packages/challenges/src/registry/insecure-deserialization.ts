import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Insecure Deserialization challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const insecureDeserializationChallenges = [
  // #13
  defineChallenge({
    key: 'rceChallenge',
    name: 'Blocked RCE DoS',
    category: 'Insecure Deserialization',
    difficulty: 5,
    tags: ['Danger Zone'],
    description: 'Get the server to run an endless loop through an API that evaluates customer-supplied data.',
    hints: [
      'Business customers have an API of their own, documented somewhere on this server.',
      'Read the B2B API documentation at /api-docs and look at how order lines are transmitted.',
      'The orderLinesData field is evaluated as JavaScript; a loop that never ends is all it takes.',
    ],
    mitigationUrl: cheatSheet('Deserialization'),
    feature: 'b2b',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #79
  defineChallenge({
    key: 'rceOccupyChallenge',
    name: 'Successful RCE DoS',
    category: 'Insecure Deserialization',
    difficulty: 6,
    tags: ['Danger Zone'],
    description: "Keep the server busy until the sandbox's time limit gives up on your code.",
    hints: [
      'It is the same B2B API as in the other remote-code challenge.',
      'The loop guard stops loops, but not everything slow is a loop.',
      'Send a regular expression with catastrophic backtracking, such as nested quantifiers, against a long string.',
    ],
    mitigationUrl: cheatSheet('Deserialization'),
    feature: 'b2b',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #93
  defineChallenge({
    key: 'yamlBombChallenge',
    name: 'Memory Bomb',
    category: 'Insecure Deserialization',
    difficulty: 5,
    tags: ['Danger Zone'],
    description: 'Upload a small YAML file that grows into something enormous when parsed.',
    hints: [
      'The upload endpoint accepts YAML as well.',
      'YAML anchors and aliases let you reuse a node many times.',
      'Nest aliases level by level so that every level multiplies the size.',
    ],
    mitigationUrl: cheatSheet('Deserialization'),
    feature: 'files',
    disabledEnv: ['Docker', 'Heroku'],
  }),
] as const
