function withdraw(uint256 amount) external {
    require(balances[msg.sender] >= amount, "balance too small");
    balances[msg.sender] -= amount;
    withdrawn[msg.sender] += amount;
    (bool paid, ) = msg.sender.call{value: amount}("");
    require(paid, "payment failed");
}
