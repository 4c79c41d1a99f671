function withdraw(uint256 amount) external {
    require(amount <= 1 ether, "at most 1 ETH per withdrawal");
    require(balances[msg.sender] >= amount, "balance too small");
    (bool paid, ) = msg.sender.call{value: amount}("");
    require(paid, "payment failed");
    unchecked {
        balances[msg.sender] -= amount;
    }
    withdrawn[msg.sender] += amount;
}
