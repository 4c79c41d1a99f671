// Compiles Pulp's Solidity contracts (apps/server/data/web3-contracts/*.sol) into the artifacts the server loads.
// Usage: npm run contracts   (run it after changing a .sol file; a test fails while the two disagree)
import { writeFileSync } from 'node:fs'
import { ARTIFACTS_FILE, CONTRACTS_FOLDER } from '../apps/server/src/features/web3/chain/artifacts'
import { compileFolder } from '../apps/server/src/features/web3/chain/compile'

const artifacts = compileFolder(CONTRACTS_FOLDER)
writeFileSync(ARTIFACTS_FILE, `${JSON.stringify(artifacts, null, 1)}\n`)
console.log(`Wrote ${Object.keys(artifacts).join(', ')} to ${ARTIFACTS_FILE}`)
