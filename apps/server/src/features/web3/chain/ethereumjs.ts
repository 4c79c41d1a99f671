/**
 * EthereumJS, loaded when a chain first starts: importing it takes about 0.6 s and 30 MB, which a shop that never
 * uses its chain should not pay at boot (the server bundle keeps these dynamic imports).
 */
export async function loadEthereumJs() {
  const [block, common, tx, util, vm] = await Promise.all([
    import('@ethereumjs/block'),
    import('@ethereumjs/common'),
    import('@ethereumjs/tx'),
    import('@ethereumjs/util'),
    import('@ethereumjs/vm'),
  ])
  return {
    createBlock: block.createBlock,
    createCustomCommon: common.createCustomCommon,
    Hardfork: common.Hardfork,
    Mainnet: common.Mainnet,
    createLegacyTx: tx.createLegacyTx,
    createTxFromRLP: tx.createTxFromRLP,
    bytesToHex: util.bytesToHex,
    hexToBytes: util.hexToBytes,
    createAccount: util.createAccount,
    createAddressFromPrivateKey: util.createAddressFromPrivateKey,
    createAddressFromString: util.createAddressFromString,
    createVM: vm.createVM,
    runTx: vm.runTx,
  }
}

export type EthereumJs = Awaited<ReturnType<typeof loadEthereumJs>>
