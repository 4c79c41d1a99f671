// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A tiny ETH bank: wallets deposit and withdraw their own ether.
contract EthWalletBank {
    mapping(address => uint256) public balances;
    mapping(address => uint256) public deposited;
    mapping(address => uint256) public withdrawn;

    /// Announces that the wallet behind a withdrawal (the account that sent the transaction) took out more than it put in.
    event ContractExploited(address indexed wallet);

    constructor() payable {}

    function deposit() external payable {
        balances[msg.sender] += msg.value;
        deposited[msg.sender] += msg.value;
    }

    // vuln-code-snippet start web3WalletChallenge
    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "balance too small");
        (bool paid, ) = msg.sender.call{value: amount}(""); // vuln-code-snippet vuln-line web3WalletChallenge
        require(paid, "payment failed");
        unchecked {
            balances[msg.sender] -= amount; // vuln-code-snippet vuln-line web3WalletChallenge
        }
        withdrawn[msg.sender] += amount;
        if (withdrawn[msg.sender] > deposited[msg.sender]) emit ContractExploited(tx.origin); // vuln-code-snippet hide-line
    }
    // vuln-code-snippet end web3WalletChallenge
}
