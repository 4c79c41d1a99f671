// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IBeeToken {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// The Honey Pot: a collectible that only a wallet holding 1000 BEE can mint.
contract HoneyPot {
    uint256 public constant PRICE = 1000 ether;

    IBeeToken public immutable bee;
    uint256 public minted;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event NFTMinted(address indexed minter, uint256 tokenId);

    constructor(IBeeToken beeToken) {
        bee = beeToken;
    }

    /// Takes 1000 BEE (approved beforehand) and mints the next pot to the caller.
    function mint() external returns (uint256 tokenId) {
        require(bee.transferFrom(msg.sender, address(this), PRICE), "payment failed");
        tokenId = ++minted;
        ownerOf[tokenId] = msg.sender;
        balanceOf[msg.sender] += 1;
        emit NFTMinted(msg.sender, tokenId);
    }
}
