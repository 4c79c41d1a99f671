import { useMemo, useState } from 'react'
import type { LocalChainInfo } from '@pulp/shared'
import { builtInWallet, connectInjectedWallet, injectedWallet, type EthereumProvider } from './ethereum-provider'

export type WalletKind = 'built-in' | 'injected'

export interface ChainWallet {
  kind: WalletKind
  choose(kind: WalletKind): void
  /** the account transactions are sent from; null until a browser wallet is connected */
  account: string | null
  chooseAccount(account: string): void
  provider: EthereumProvider
  injectedAvailable: boolean
  connect(): Promise<void>
}

/** The wallet a page sends from: a funded development account of the built-in wallet, or the browser's wallet. */
export function useChainWallet(chain: LocalChainInfo): ChainWallet {
  const [kind, setKind] = useState<WalletKind>('built-in')
  const [devAccount, setDevAccount] = useState(chain.accounts[1] ?? chain.accounts[0])
  const [injectedAccount, setInjectedAccount] = useState<string | null>(null)
  const injected = injectedWallet()
  const builtIn = useMemo(() => builtInWallet(chain.rpcPath), [chain.rpcPath])
  return {
    kind,
    choose: setKind,
    account: kind === 'built-in' ? devAccount : injectedAccount,
    chooseAccount: setDevAccount,
    provider: kind === 'injected' && injected ? injected : builtIn,
    injectedAvailable: injected !== undefined,
    async connect() {
      if (injected) setInjectedAccount(await connectInjectedWallet(injected, chain))
    },
  }
}
