// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Pulp's BEE token: a plain fungible token whose built-in faucet hands every wallet a small ration.
contract BeeToken {
    string public constant name = "Pulp Bee";
    string public constant symbol = "BEE";
    uint8 public constant decimals = 18;
    uint256 public constant RATION = 10 ether;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public rationLeft;
    mapping(address => bool) public joined;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 faucetReserve) {
        totalSupply = faucetReserve;
        balanceOf[address(this)] = faucetReserve;
        emit Transfer(address(0), address(this), faucetReserve);
    }

    // vuln-code-snippet start nftMintChallenge
    /// Hands out up to the caller's ration of BEE from the faucet's reserve.
    function faucet(uint256 amount) external {
        if (!joined[msg.sender]) {
            joined[msg.sender] = true;
            rationLeft[msg.sender] = RATION;
        }
        unchecked {
            rationLeft[msg.sender] -= amount; // vuln-code-snippet vuln-line nftMintChallenge
        }
        require(rationLeft[msg.sender] >= 0, "ration used up"); // vuln-code-snippet vuln-line nftMintChallenge
        _move(address(this), msg.sender, amount);
    }
    // vuln-code-snippet end nftMintChallenge

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(allowance[from][msg.sender] >= value, "allowance too small");
        allowance[from][msg.sender] -= value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance too small");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
