import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The XXE challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const xxeChallenges = [
  // #91
  defineChallenge({
    key: 'xxeFileDisclosureChallenge',
    name: 'XXE Data Access',
    category: 'XXE',
    difficulty: 3,
    tags: ['Danger Zone'],
    description: 'Read a system file such as /etc/passwd from the server by uploading XML.',
    hints: [
      'The server still parses XML files uploaded through the complaint form.',
      'XML can declare entities whose value comes from an external resource.',
      'Declare an external entity that points to file:///etc/passwd and use it in the document body.',
    ],
    mitigationUrl: cheatSheet('XML_External_Entity_Prevention'),
    feature: 'files',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #92
  defineChallenge({
    key: 'xxeDosChallenge',
    name: 'XXE DoS',
    category: 'XXE',
    difficulty: 5,
    tags: ['Danger Zone'],
    description: 'Keep the XML parser busy until it runs out of time.',
    hints: [
      'It is the same XML upload as in the file disclosure challenge.',
      'The parser stops classic entity expansion bombs, so think of an input that never ends instead.',
      'Point an external entity at a device that never stops producing data, such as /dev/random.',
    ],
    mitigationUrl: cheatSheet('XML_External_Entity_Prevention'),
    feature: 'files',
    disabledEnv: ['Docker', 'Heroku'],
  }),
] as const
